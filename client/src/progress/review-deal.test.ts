import { describe, expect, it } from 'vitest';
import { reviewAnswers, reviewGame } from './review-deal';

const due = {
  review: [
    { id: 1, pair: ['cat', 'gato'] as [string, string], game: 'Spanish' },
    { id: 2, pair: ['H', 'Hydrogen'] as [string, string], game: 'Elements' },
  ],
  deal: { deal: 'signed', seed: 's', pairs: 2, items: ['H', 'Hydrogen', 'cat', 'gato'], expiresAt: '2030-01-01T00:00:00.000Z' },
};

describe('a review session', () => {
  it("deals every due pair, mixed across games, as one free-play game started from the server's deal", () => {
    const game = reviewGame(due)!;
    expect(game).toMatchObject({ source: 'review', name: 'Review', pairCount: 2, dealt: due.deal });
    expect(game.data).toEqual({ cat: 'gato', gato: 'cat', H: 'Hydrogen', Hydrogen: 'H' });
    expect(reviewGame({ review: [], deal: null })).toBeNull();
  });

  it('judges each pair right unless it was missed, whichever way round', () => {
    const game = reviewGame(due)!;
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
