import { useEffect, useReducer, useState } from 'react';
import { browserTimers } from '../game/timeout';
import { joinTournamentRoom } from './net/colyseus-link';
import type { LinkDeps, LiveEvent, LiveLink } from './net/live-link';

/** How a live mode's screens read their room: its link, the fold of its events, and the first join's refusal's words. */
export interface LiveRoomMode<Server, Client, State> {
  link: (code: string, token: string, deps: LinkDeps) => LiveLink<Server, Client>;
  step: (state: State, event: LiveEvent<Server>) => State;
  initial: State;
  joinFailed: () => string;
}

/**
 * A live room (a tournament, a team race) as the screens see it: the live state, the link to send on, and the
 * refusal of the first join (a removed seat, a token of another room). The link lives as long as the component.
 * `mode` is a module-level constant: a new one would join again.
 */
export function useLiveRoom<Server, Client, State>(
  mode: LiveRoomMode<Server, Client, State>,
  code: string,
  token: string,
): { state: State; link: LiveLink<Server, Client> | null; joinError: string | null } {
  const [state, dispatch] = useReducer(mode.step, mode.initial);
  // Set once the join settles (never synchronously in the effect): the link to send on, or the first join's refusal.
  const [session, setSession] = useState<{ link: LiveLink<Server, Client> | null; joinError: string | null }>({ link: null, joinError: null });
  useEffect(() => {
    const next = mode.link(code, token, { join: (c, t) => joinTournamentRoom(window.location.origin, c, t), timers: browserTimers, now: () => Date.now() });
    const off = next.on(dispatch);
    let current = true;
    next.open().then(
      () => current && setSession({ link: next, joinError: null }),
      (error: unknown) => current && setSession({ link: null, joinError: error instanceof Error && error.message ? error.message : mode.joinFailed() }),
    );
    return () => {
      current = false;
      off();
      next.leave();
    };
  }, [mode, code, token]);
  return { state, link: session.link, joinError: session.joinError };
}
