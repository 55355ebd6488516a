import type { Database, Kysely } from '@matchdrop/db';
import type { Logger } from 'pino';
import type { PlayerAuthenticator } from './auth.js';

/** What the competitive room and its REST calls work with, passed in by the process composition. */
export interface CompetitiveDeps {
  authenticator: PlayerAuthenticator;
  /** Saved games are read from it and finished rounds written to it; without it neither happens. */
  db?: Kysely<Database>;
  logger?: Logger;
  /**
   * Multiplies every room delay (30-s unready and reconnection windows, 15-s vote, 5-s pair count, countdown
   * steps). 1 in production; tests pass e.g. 0.01 so a 30-s window lasts 0.3 s.
   */
  timeScale?: number;
  /** How long a seat reserved through the matchmaker waits for its websocket (SEAT_RESERVATION_SECONDS; not scaled). */
  seatReservationSeconds?: number;
}
