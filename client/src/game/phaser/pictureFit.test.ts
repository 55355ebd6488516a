import { describe, expect, it } from 'vitest';
import { pictureScale } from './pictureFit.js';

describe('pictureScale', () => {
  it('fits a wide picture by its width and a tall one by its height, inside the padding', () => {
    const card = { width: 176, height: 96 };
    const wide = pictureScale({ width: 256, height: 128 }, card, 8);
    expect(256 * wide).toBeCloseTo(160);
    expect(128 * wide).toBeLessThanOrEqual(80);
    const tall = pictureScale({ width: 128, height: 256 }, card, 8);
    expect(256 * tall).toBeCloseTo(80);
  });

  it('keeps the picture whole for a degenerate size', () => {
    expect(pictureScale({ width: 0, height: 10 }, { width: 100, height: 50 }, 8)).toBe(1);
  });
});
