import { useEffect, useReducer, useState } from 'react';
import { initialLiveState, liveStep, type LiveState } from './live-state';
import { joinTournamentRoom } from './net/colyseus-link';
import { TournamentLink } from './net/tournament-link';

const browserTimers = {
  setTimer: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimer: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * The tournament room as the screens see it: the live state, the link to send on, and the refusal of the first
 * join (a removed seat, a token of another tournament). The link lives as long as the component.
 */
export function useTournamentLive(code: string, token: string): { state: LiveState; link: TournamentLink | null; joinError: string | null } {
  const [state, dispatch] = useReducer(liveStep, initialLiveState);
  const [link, setLink] = useState<TournamentLink | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  useEffect(() => {
    const next = new TournamentLink(code, token, {
      join: (c, t) => joinTournamentRoom(window.location.origin, c, t),
      timers: browserTimers,
      now: () => Date.now(),
    });
    const off = next.on(dispatch);
    setLink(next);
    setJoinError(null);
    next.open().catch((error: unknown) => setJoinError(error instanceof Error && error.message ? error.message : 'Failed to join the tournament'));
    return () => {
      off();
      next.leave();
    };
  }, [code, token]);
  return { state, link, joinError };
}
