import { t } from '@lingui/core/macro';
import { toTwoWayMap, type ReviewDealAnswer } from '@matchdrop/shared';
import type { GameStartRequest } from '../lib/game-start';

/**
 * A review session as a free-play game: the due pairs (mixed across games) as the server dealt them (R-JUDGE-10), all
 * on the field. Called on Review's click: named in the language of that moment. Null when nothing is due.
 */
export function reviewGame({ review, deal }: ReviewDealAnswer): GameStartRequest | null {
  if (deal === null || review.length === 0) return null;
  return {
    source: 'review',
    returnTo: 'games',
    name: t`Review`,
    data: toTwoWayMap(review.map((p) => p.pair)),
    pairCount: review.length,
    review: review.map(({ id, pair, languages }) => ({ id, pair, ...(languages && { languages }) })),
    dealt: deal,
  };
}

/** Each dealt pair judged: right unless the player missed it (it took part in a wrong match). What the result says at once; the server's judging is what moves the queue. */
export function reviewAnswers(review: NonNullable<GameStartRequest['review']>, missed: ReadonlyArray<readonly [string, string]>): Array<{ id: number; correct: boolean }> {
  const missedKeys = new Set(missed.map(([a, b]) => [a, b].sort().join('\u0000')));
  return review.map(({ id, pair: [a, b] }) => ({ id, correct: !missedKeys.has([a, b].sort().join('\u0000')) }));
}
