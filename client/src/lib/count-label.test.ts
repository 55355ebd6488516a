import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'game')).toBe('1 game');
    expect(countLabel(0, 'game')).toBe('0 games');
    expect(countLabel(12, 'pair')).toBe('12 pairs');
    expect(countLabel(2, 'category', 'categories')).toBe('2 categories');
  });
});
