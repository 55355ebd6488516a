import type { DealAnswer } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { requestDeal, type GameRef } from '../progress';

/**
 * A free play's deal (R-JUDGE-1): 'ready' with the server's deal, 'loading' while it is asked for, 'none' for a game
 * with no server identity (an upload, an AI test play, a review), and 'failed' when the server could not be reached:
 * the game is then dealt and played here, and not recorded.
 */
export type DealState = { status: 'none' } | { status: 'loading' } | { status: 'ready'; deal: DealAnswer } | { status: 'failed' };

/** Asks for a new deal whenever the game, its pair count or `round` (Play again) changes: the one request a start adds. */
export function useDeal(game: GameRef | null, pairCount: number, round: number): DealState {
  const key = game === null ? null : `${JSON.stringify(game)}|${pairCount}|${round}`;
  const [answer, setAnswer] = useState<{ key: string; deal: DealAnswer | null } | null>(null);
  useEffect(() => {
    if (game === null || key === null) return;
    let current = true;
    requestDeal(game, pairCount).then(
      (deal) => current && setAnswer({ key, deal }),
      () => current && setAnswer({ key, deal: null }),
    );
    return () => {
      current = false;
    };
  }, [game, pairCount, key]);
  if (key === null) return { status: 'none' };
  if (answer?.key !== key) return { status: 'loading' };
  return answer.deal === null ? { status: 'failed' } : { status: 'ready', deal: answer.deal };
}
