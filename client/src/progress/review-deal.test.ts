import { describe, expect, it } from 'vitest';
import { reviewAnswers, reviewGame } from './review-deal';

const due = [
  { id: 1, pair: ['cat', 'gato'] as [string, string], game: 'Spanish' },
  { id: 2, pair: ['H', 'Hydrogen'] as [string, string], game: 'Elements' },
];

describe('a review session', () => {
  it('deals every due pair, mixed across games, as one free-play game', () => {
    const game = reviewGame(due);
    expect(game).toMatchObject({ source: 'review', name: 'Review', pairCount: 2 });
    expect(game.data).toEqual({ cat: 'gato', gato: 'cat', H: 'Hydrogen', Hydrogen: 'H' });
  });

  it('judges each pair right unless it was missed, whichever way round', () => {
    const game = reviewGame(due);
    expect(reviewAnswers(game.review!, [['Hydrogen', 'H']])).toEqual([
      { id: 1, correct: true },
      { id: 2, correct: false },
    ]);
    expect(reviewAnswers(game.review!, [])).toEqual([
      { id: 1, correct: true },
      { id: 2, correct: true },
    ]);
  });
});
