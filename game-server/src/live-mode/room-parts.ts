import { ServerError } from '@colyseus/core';
import type { Client, Clock } from '@colyseus/core';
import type { PlayerAuthenticator } from '../competitive/auth.js';
import { SESSION_END_MESSAGES } from '../session-watch.js';
import type { MessageOf, Recipient } from './reducer.js';
import { verifySeatToken } from '../tournament/token.js';

/**
 * The parts of a live mode's Colyseus room (the tournament's, the team race's) that are the same in both: who a
 * connection is, the reducer's timers as room clock timers, and where a message goes.
 */

/** Who a connection is: decided in onAuth from the token it joined with. */
export type LiveSeat = { role: 'host'; userId: string; issuedAtMs: number } | { role: 'player'; code: string; playerId: string };

/**
 * A seat token (a player of this mode, signed by the server) or the host's account token; anything else is a 401,
 * a suspended account a 403. The token comes in the join options, checked against `schema` by the caller.
 */
export async function authenticateSeat(deps: { secret: string; authenticator: PlayerAuthenticator }, token: string | null, missing: string): Promise<LiveSeat> {
  if (token === null) throw new ServerError(401, missing);
  const seat = verifySeatToken(deps.secret, token, Date.now());
  if (seat) return { role: 'player', ...seat };
  const user = await deps.authenticator.authenticate(token);
  if (!user) throw new ServerError(401, missing);
  if (user.isSuspended) throw new ServerError(403, SESSION_END_MESSAGES.suspended);
  return { role: 'host', userId: String(user.userId), issuedAtMs: user.issuedAtMs };
}

/** The reducer's pending timers as the room's clock timers, one per name (re-arming replaces). */
export class RoomTimers<T extends string> {
  private readonly pending = new Map<T, { clear(): void }>();

  constructor(
    private readonly clock: Clock,
    private readonly scale: number,
  ) {}

  /** Fires `fire(timer, at)` at the reducer's deadline `at` (scaled in tests). */
  schedule(timer: T, at: number, fire: (timer: T, at: number) => void): void {
    this.pending.get(timer)?.clear();
    const delay = Math.max(0, (at - Date.now()) * this.scale);
    this.pending.set(
      timer,
      this.clock.setTimeout(() => {
        this.pending.delete(timer);
        fire(timer, at);
      }, delay),
    );
  }

  cancel(timer: T): void {
    this.pending.get(timer)?.clear();
    this.pending.delete(timer);
  }

  clearAll(): void {
    for (const t of this.pending.values()) t.clear();
    this.pending.clear();
  }
}

/** A reducer's message to its recipients: everyone, the host's connections, or one player's. */
export function deliver<M>(
  to: Recipient,
  message: MessageOf<M>,
  rooms: { broadcast(type: string, payload: unknown): void; hosts: Iterable<Client>; player(id: string): Client | undefined },
): void {
  const { type, payload } = message as { type: string; payload: unknown };
  if (to === 'all') return rooms.broadcast(type, payload);
  if (to === 'host') {
    for (const h of rooms.hosts) h.send(type, payload);
    return;
  }
  rooms.player(to.player)?.send(type, payload);
}
