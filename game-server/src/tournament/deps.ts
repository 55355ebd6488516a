import type { Database, Kysely } from '@matchdrop/db';
import type { Logger } from 'pino';
import type { PlayerAuthenticator } from '../competitive/auth.js';

/** What the tournament room and its REST calls work with, passed in by the process composition. */
export interface TournamentDeps {
  authenticator: PlayerAuthenticator;
  /** The server's JWT secret: signs and checks the guests' tournament seat tokens. */
  secret: string;
  /** Games are read from it and tournaments written to it; without it neither happens. */
  db?: Kysely<Database>;
  logger?: Logger;
  /** Multiplies the room's delays (30-s auto-next, reconnection window, round limit); tests pass e.g. 0.01. */
  timeScale?: number;
  /** TOURNAMENT_PLAYERS_MAX (env): how many may join one tournament; the shared default (2,000) without it. */
  playersMax?: number;
}
