import { t } from '@lingui/core/macro';
import { toTwoWayMap } from '@matchdrop/shared';
import type { DueReviewPair } from './review-api';
import type { GameStartRequest } from '../lib/game-start';

/** A review session as a free-play game: the due pairs (mixed across games), all on the field. Called on Review's click: named in the language of that moment. */
export function reviewGame(pairs: readonly DueReviewPair[]): GameStartRequest {
  return {
    source: 'review',
    returnTo: 'games',
    name: t`Review`,
    data: toTwoWayMap(pairs.map((p) => p.pair)),
    pairCount: pairs.length,
    review: pairs.map(({ id, pair }) => ({ id, pair })),
  };
}

/** Each dealt pair judged: right unless the player missed it (it took part in a wrong match). */
export function reviewAnswers(review: NonNullable<GameStartRequest['review']>, missed: ReadonlyArray<readonly [string, string]>): Array<{ id: number; correct: boolean }> {
  const missedKeys = new Set(missed.map(([a, b]) => [a, b].sort().join('\u0000')));
  return review.map(({ id, pair: [a, b] }) => ({ id, correct: !missedKeys.has([a, b].sort().join('\u0000')) }));
}
