import type { ErrorCode } from '@matchdrop/shared';
import type { Logger } from 'pino';
import type { PlayerAuthenticator, SessionEnd } from './competitive/auth.js';
import { trackedRooms, type UserDisconnector } from './competitive/disconnect.js';

/** How often this process checks the accounts of everyone connected to its rooms. */
const SESSION_WATCH_MS = 1_000;

/** What a player put out of a room by the watch is told. */
export const SESSION_END_MESSAGES: Record<SessionEnd, string> = {
  suspended: 'Your account has been suspended',
  revoked: 'Your session has ended. Please log in again.',
};

/** The wire code of a session-end message (the rooms' disconnect hooks carry the text only). */
export function sessionEndCode(reason: string): ErrorCode {
  return reason === SESSION_END_MESSAGES.revoked ? 'session_expired' : 'account_suspended';
}

/**
 * Puts a suspended or revoked account out of its rooms within SESSION_WATCH_MS, whoever made the change (an admin
 * on any process, SQL run by an operator, another deployment on the same database), with or without Redis: once a
 * second, the accounts of every session connected to this process's rooms are read in one query and each ended
 * session is disconnected. A database that does not answer skips a check (one warning per outage), never a room.
 */
export class SessionWatch {
  #timer: NodeJS.Timeout | undefined;
  #checking = false;
  #failing = false;

  constructor(
    private readonly authenticator: PlayerAuthenticator,
    private readonly logger: Logger | undefined,
    private readonly rooms: () => Iterable<UserDisconnector> = trackedRooms,
  ) {}

  start(periodMs = SESSION_WATCH_MS): void {
    this.stop();
    this.#timer = setInterval(() => void this.check(), periodMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One pass; a pass still waiting on the database makes the next tick skip rather than pile up queries. */
  async check(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      const held = [...this.rooms()].flatMap((room) => room.sessions().map((session) => ({ room, session })));
      if (held.length === 0) return;
      const ended = await this.authenticator.endedSessions(held.map((h) => h.session));
      if (this.#failing) this.logger?.info('session watch: the accounts are readable again');
      this.#failing = false;
      ended.forEach((end, i) => {
        const h = held[i];
        if (end && h) h.room.disconnectUser(String(h.session.userId), SESSION_END_MESSAGES[end]);
      });
    } catch (err) {
      if (!this.#failing) this.logger?.warn({ err }, 'session watch: could not read the accounts of connected players; retrying every second');
      this.#failing = true;
    } finally {
      this.#checking = false;
    }
  }
}
