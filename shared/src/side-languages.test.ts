import { describe, expect, it } from 'vitest';
import { toTwoWayMap } from './game-data.js';
import { builtinItemSides, itemLanguage, languagesOfItems, pairLanguages, sideLanguagesSchema } from './side-languages.js';

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

  it('R-PIC-20: gives a review card’s two items their languages whichever way round the card holds them', () => {
    const sides = builtinItemSides(data, languages)!;
    expect(pairLanguages(sides, ['cat', 'chat'])).toEqual(['en', 'fr']);
    expect(pairLanguages(sides, ['pomme', 'apple'])).toEqual(['fr', 'en']);
    expect(pairLanguages(sides, ['dog', 'chien'])).toBeUndefined();
  });
});
