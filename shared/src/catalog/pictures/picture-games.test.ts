import { describe, expect, it } from 'vitest';
import { PICTURE_ALT_MAX, parsePictureItem } from '../../media.js';
import { uniquePairs } from '../../pairs.js';
import { findBuiltinGame } from '../index.js';
import { BUILTIN_PICTURE_IDS } from './builtin-picture-ids.js';
import { CLOCK_TIMES, clockDigits, clockWords } from './clock-faces.js';
import { FLAGS } from './flags.js';
import { FRACTIONS } from './fraction-circles.js';
import { SHAPES } from './shape-names.js';

const GAMES = [
  ['clock-faces', CLOCK_TIMES.length],
  ['fraction-circles', FRACTIONS.length],
  ['shape-names', Object.keys(SHAPES).length],
  ['flags', Object.keys(FLAGS).length],
] as const;

describe('the built-in picture games (R-PIC-22)', () => {
  it.each(GAMES)('R-PIC-22: %s pairs each of its %i drawings, as a picture item, with a text answer', (id, drawings) => {
    const pairs = uniquePairs(findBuiltinGame(id)!.data);
    expect(pairs).toHaveLength(drawings);
    for (const pair of pairs) {
      const [picture, answer] = pair.map(parsePictureItem);
      // One side a picture the manifest names, the other plain text.
      expect([picture === null, answer === null].sort()).toEqual([false, true]);
      const item = (picture ?? answer)!;
      expect(Object.values(BUILTIN_PICTURE_IDS)).toContain(item.mediaId);
      expect(item.alt.length).toBeLessThanOrEqual(PICTURE_ALT_MAX);
    }
  });

  it('says every time as a clock is read aloud, and its digits', () => {
    expect(clockWords({ hours: 3, minutes: 15 })).toBe('a quarter past three');
    expect(clockWords({ hours: 11, minutes: 45 })).toBe('a quarter to twelve');
    expect(clockWords({ hours: 12, minutes: 50 })).toBe('ten to one');
    expect(clockWords({ hours: 6, minutes: 30 })).toBe('half past six');
    expect(clockWords({ hours: 2, minutes: 35 })).toBe('twenty-five to three');
    expect(clockWords({ hours: 12, minutes: 0 })).toBe("twelve o'clock");
    expect(clockDigits({ hours: 7, minutes: 5 })).toBe('7:05');
  });

  it('R-PIC-22: holds no two fractions of the same value, so every circle has one right answer (2/4 would be 1/2)', () => {
    const values = FRACTIONS.map(({ numerator, denominator }) => numerator / denominator);
    expect(new Set(values).size).toBe(FRACTIONS.length);
    for (const { numerator, denominator } of FRACTIONS) expect(numerator).toBeLessThan(denominator);
  });

  it('R-PIC-22: describes every picture differently, and never by its answer', () => {
    for (const [id] of GAMES) {
      const pairs = uniquePairs(findBuiltinGame(id)!.data);
      const alts = pairs.map(([a, b]) => (parsePictureItem(a) ?? parsePictureItem(b))!.alt);
      expect(new Set(alts).size, id).toBe(alts.length);
    }
    for (const { name, alt } of Object.values(SHAPES)) expect(alt.toLowerCase()).not.toContain(name.toLowerCase());
    for (const { country, alt } of Object.values(FLAGS)) expect(alt).not.toContain(country);
  });
});
