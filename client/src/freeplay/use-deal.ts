import type { DealAnswer, GameData } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { requestDeal, requestUploadedDeal, type GameRef } from '../progress';

/**
 * Where a free play's deal comes from (R-JUDGE-1, R-JUDGE-9, R-JUDGE-10): a stored game's (by its identity), a game
 * the server does not store (an upload, an AI test play: its pairs go with the request), or one that came with the
 * start (a review's). Null: no deal (a game judged drop by drop on the server, or a review played again for practice).
 */
export type DealSource = { game: GameRef } | { uploaded: GameData } | { given: DealAnswer } | null;

/**
 * A free play's deal: 'ready' with the server's deal, 'loading' while it is asked for, 'none' when the game has no
 * deal, and 'failed' when the server could not be reached: the game is then dealt and played here, and not recorded.
 */
export type DealState = { status: 'none' } | { status: 'loading' } | { status: 'ready'; deal: DealAnswer } | { status: 'failed' };

/** Asks for a new deal whenever the source, its pair count or `round` (Play again) changes: the one request a start adds. */
export function useDeal(source: DealSource, pairCount: number, round: number): DealState {
  const [answer, setAnswer] = useState<{ source: DealSource; pairCount: number; round: number; deal: DealAnswer | null } | null>(null);
  useEffect(() => {
    if (source === null || 'given' in source) return;
    let current = true;
    const request = 'game' in source ? requestDeal(source.game, pairCount) : requestUploadedDeal(source.uploaded, pairCount);
    request.then(
      (deal) => current && setAnswer({ source, pairCount, round, deal }),
      () => current && setAnswer({ source, pairCount, round, deal: null }),
    );
    return () => {
      current = false;
    };
  }, [source, pairCount, round]);
  if (source === null) return { status: 'none' };
  if ('given' in source) return { status: 'ready', deal: source.given };
  if (answer?.source !== source || answer.pairCount !== pairCount || answer.round !== round) return { status: 'loading' };
  return answer.deal === null ? { status: 'failed' } : { status: 'ready', deal: answer.deal };
}
