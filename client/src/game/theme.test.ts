import { describe, expect, it } from 'vitest';
import { GAME_THEMES, colorNumber, contrastRatio } from './theme.js';

describe('game themes', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(colorNumber('#a34f00')).toBe(0xa34f00);
  });

  for (const [name, t] of Object.entries(GAME_THEMES)) {
    it(`${name}: every text colour meets AA (4.5:1) on every fill it is drawn on`, () => {
      for (const fill of [t.itemFill, t.heldFill, t.correctFill, t.wrongFill]) expect(contrastRatio(t.itemText, fill)).toBeGreaterThanOrEqual(4.5);
      for (const fill of [t.zoneFill, t.zoneHoverFill, t.background]) expect(contrastRatio(t.zoneLabel, fill)).toBeGreaterThanOrEqual(4.5);
    });

    it(`${name}: borders, focus ring and verdict colours stand out (3:1) from what surrounds them`, () => {
      for (const line of [t.itemBorder, t.zoneBorder, t.focusRing, t.correct, t.wrong]) expect(contrastRatio(line, t.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(t.focusRing, t.itemFill)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(t.correct, t.correctFill)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(t.wrong, t.wrongFill)).toBeGreaterThanOrEqual(3);
    });
  }
});
