import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readCustomProperties, relativeLuminance } from './contrast';

describe('contrast maths', () => {
  it('parses short and long hex colours', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#4338ca')).toEqual([0x43, 0x38, 0xca]);
    expect(() => parseHexColor('rgb(0 0 0)')).toThrow(/Not a hex colour/);
  });

  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads custom properties of one selector block only', () => {
    const css = ":root {\n  --a: #111;\n  --b: #222;\n}\n:root[data-theme='dark'] {\n  --a: #eee;\n}";
    expect(readCustomProperties(css, ':root')).toEqual({ a: '#111', b: '#222' });
    expect(readCustomProperties(css, ":root[data-theme='dark']")).toEqual({ a: '#eee' });
  });
});
