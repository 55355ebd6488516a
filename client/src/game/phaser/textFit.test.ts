import { describe, expect, it } from 'vitest';
import { fitFontSize, fontRange } from './textFit.js';

describe('text fitting', () => {
  it('finds the largest size that fits', () => {
    expect(fitFontSize(30, 9, (s) => s <= 17)).toBe(17);
    expect(fitFontSize(30, 9, () => true)).toBe(30);
  });

  it('falls back to the minimum when nothing fits', () => {
    expect(fitFontSize(30, 9, () => false)).toBe(9);
  });

  it('asks only a few sizes (binary search)', () => {
    let calls = 0;
    fitFontSize(64, 9, (s) => (calls++, s <= 20));
    expect(calls).toBeLessThanOrEqual(8);
  });

  it('scales the largest size with the box and keeps a readable floor', () => {
    expect(fontRange(59).max).toBeGreaterThan(fontRange(40).max - 1);
    expect(fontRange(10)).toEqual({ max: 14, min: 14 });
  });
});
