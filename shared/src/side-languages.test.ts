import { describe, expect, it } from 'vitest';
import { toTwoWayMap } from './game-data.js';
import { builtinItemSides, itemLanguage, languagesOfItems, sideLanguagesSchema } from './side-languages.js';

describe('side languages (R-PIC-13)', () => {
  const data = toTwoWayMap([
    ['apple', 'pomme'],
    ['cat', 'chat'],
  ]);
  const languages = { left: 'en', right: 'fr' };

  it('speaks a left item in the left language and its counterpart in the right one', () => {
    expect(itemLanguage(data, languages, 'cat')).toBe('en');
    expect(itemLanguage(data, languages, 'pomme')).toBe('fr');
    expect(itemLanguage(data, languages, 'dog')).toBe('');
  });

  it('accepts BCP 47 tags and empty sides, refuses anything else', () => {
    expect(sideLanguagesSchema.parse({ left: 'zh-CN' })).toEqual({ left: 'zh-CN', right: '' });
    expect(sideLanguagesSchema.safeParse({ left: 'English!', right: '' }).success).toBe(false);
    expect(sideLanguagesSchema.safeParse({ left: 'en', right: '<script>' }).success).toBe(false);
  });

  it('R-PIC-20: gives dealt items their side languages in deal order, without saying which goes with which', () => {
    const sides = builtinItemSides(data, languages);
    expect(sides?.leftItems).toEqual(['apple', 'cat']);
    expect(languagesOfItems(sides!, ['chat', 'apple', 'pomme', 'cat'])).toEqual(['fr', 'en', 'fr', 'en']);
    expect(builtinItemSides(data, undefined)).toBeUndefined();
  });
});
