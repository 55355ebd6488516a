import { t } from '@lingui/core/macro';
import { useEffect, useReducer, useState } from 'react';
import { browserTimers } from '../game/timeout';
import { initialLiveState, liveStep, type LiveState } from './live-state';
import { joinTournamentRoom } from './net/colyseus-link';
import { TournamentLink } from './net/tournament-link';

/**
 * The tournament room as the screens see it: the live state, the link to send on, and the refusal of the first
 * join (a removed seat, a token of another tournament). The link lives as long as the component.
 */
export function useTournamentLive(code: string, token: string): { state: LiveState; link: TournamentLink | null; joinError: string | null } {
  const [state, dispatch] = useReducer(liveStep, initialLiveState);
  // Set once the join settles (never synchronously in the effect): the link to send on, or the first join's refusal.
  const [session, setSession] = useState<{ link: TournamentLink | null; joinError: string | null }>({ link: null, joinError: null });
  useEffect(() => {
    const next = new TournamentLink(code, token, {
      join: (c, t) => joinTournamentRoom(window.location.origin, c, t),
      timers: browserTimers,
      now: () => Date.now(),
    });
    const off = next.on(dispatch);
    let current = true;
    next.open().then(
      () => current && setSession({ link: next, joinError: null }),
      (error: unknown) => current && setSession({ link: null, joinError: error instanceof Error && error.message ? error.message : t`Failed to join the tournament` }),
    );
    return () => {
      current = false;
      off();
      next.leave();
    };
  }, [code, token]);
  return { state, link: session.link, joinError: session.joinError };
}
