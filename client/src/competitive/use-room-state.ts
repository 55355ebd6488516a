import { useEffect, useReducer, type Dispatch } from 'react';
import type { Seat } from './enter-room';
import { actionFor, competitiveReducer, initialState, type CompetitiveAction, type CompetitiveState } from './state';

/** How long GO! stays up after the game appears. */
const GO_SHOWN_MS = 700;

/** The room's screens' state: the connection's events through the reducer, and the timers that tidy it. */
export function useRoomState(seat: Seat, me: string): [CompetitiveState, Dispatch<CompetitiveAction>] {
  const [state, dispatch] = useReducer(competitiveReducer, null, () => initialState(me, seat.room, seat.gameData));
  const { connection } = seat;

  useEffect(() => connection.subscribe((event) => dispatch(actionFor(event, Date.now()))), [connection]);

  // Notices go when they are due (3 s or 5 s, R-ROOM-16).
  useEffect(() => {
    if (state.notices.length === 0) return;
    const due = Math.min(...state.notices.map((n) => n.expiresAt));
    const timer = setTimeout(() => dispatch({ kind: 'notices_expired', now: Date.now() }), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [state.notices]);

  useEffect(() => {
    if (state.view !== 'playing' || state.countdown === null) return;
    const timer = setTimeout(() => dispatch({ kind: 'countdown_shown' }), GO_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state.view, state.countdown]);

  return [state, dispatch];
}
