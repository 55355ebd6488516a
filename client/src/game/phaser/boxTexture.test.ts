import { describe, expect, it } from 'vitest';
import { boxTextureKey, boxTextureSize, type BoxStyle } from './boxTexture';

const style: BoxStyle = { width: 120, height: 60, radius: 10, fill: '#ffffff', border: '#334155', lineWidth: 2 };

describe('box textures', () => {
  it('share one texture per look, size and render scale', () => {
    expect(boxTextureKey(style, 2)).toBe(boxTextureKey({ ...style }, 2));
    const others = [
      { ...style, fill: '#000000' },
      { ...style, lineWidth: 4 },
      { ...style, width: 121 },
      { ...style, fill: null },
    ].map((s) => boxTextureKey(s, 2));
    expect(new Set([boxTextureKey(style, 2), boxTextureKey(style, 1), ...others]).size).toBe(6);
  });

  it('leave room for the half of the border outside the box', () => {
    expect(boxTextureSize(style)).toEqual({ width: 122, height: 62 });
    expect(boxTextureSize({ ...style, lineWidth: 4 })).toEqual({ width: 124, height: 64 });
  });
});
