import { describe, expect, it } from 'vitest';
import { reviewLanguageOf } from './review-languages';

describe('a review’s languages', () => {
  it('R-PIC-20: speaks each card in its own game’s languages, the browser’s own for a card of a plain game', () => {
    const languageOf = reviewLanguageOf([
      { id: 1, pair: ['cat', 'gato'], languages: ['en', 'es'] },
      { id: 2, pair: ['H', 'Hydrogen'] },
    ]);
    expect(['gato', 'cat', 'H', 'Hydrogen'].map((item) => languageOf?.(item))).toEqual(['es', 'en', '', '']);
    expect(reviewLanguageOf([{ id: 2, pair: ['H', 'Hydrogen'] }])).toBeNull();
  });
});
