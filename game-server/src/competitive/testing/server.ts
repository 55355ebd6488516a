import type { Logger } from 'pino';
import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MatchMakerDriver, Presence, Server } from '@colyseus/core';
import type { Database, Kysely } from '@matchdrop/db';
import { insertUser } from '@matchdrop/db/testing';
import type { RedisLink } from '../../redis-link.js';
import express from 'express';
import type { RequestHandler } from 'express';
import { createGameServer, matchmakingMiddleware, startGameServer, stopGameServer } from '../../game-server.js';
import type { GameServerOptions } from '../../game-server.js';
import type { PlayerAuthenticator } from '../auth.js';
import { competitiveRoomsGateway } from '../rooms-gateway.js';
import type { CompetitiveRoomsGateway } from '../rooms-gateway.js';
import { testRestRoutes } from './rest-routes.js';
import { testTournamentRoutes } from './tournament-rest-routes.js';
import { tournamentRoomsGateway } from '../../tournament/rooms-gateway.js';

/**
 * Test support (not a test file): a real game server on 127.0.0.1 (matchmaking, websockets and the competitive
 * REST calls on one port) over a real database, and accounts to play with.
 */

const TOKEN = /^test-token-(\d+)$/;

/**
 * Reads the users table for a token "test-token-<id>": the game server's injected authenticator, minus the
 * signature check the composition adds (server/ tests that part with real JWTs).
 */
export function usersTableAuthenticator(db: Kysely<Database>): PlayerAuthenticator {
  return {
    async authenticate(token) {
      const id = Number(TOKEN.exec(token)?.[1]);
      if (!id) return null;
      const row = await db.selectFrom('users').select(['id', 'username', 'is_suspended', 'suspension_reason']).where('id', '=', id).executeTakeFirst();
      // A test token has no issue time: any revocation of the account ends it.
      return row ? { userId: row.id, username: row.username, isSuspended: row.is_suspended, suspensionReason: row.suspension_reason, issuedAtMs: 0 } : null;
    },
    async endedSessions(sessions) {
      const ids = [...new Set(sessions.map((s) => s.userId))];
      const rows = ids.length === 0 ? [] : await db.selectFrom('users').select(['id', 'is_suspended', 'tokens_valid_after']).where('id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return sessions.map((s) => {
        const row = byId.get(s.userId);
        if (!row || (row.tokens_valid_after !== null && s.issuedAtMs < row.tokens_valid_after.getTime())) return 'revoked';
        return row.is_suspended ? 'suspended' : null;
      });
    },
  };
}

export interface TestAccount {
  id: number;
  /** The id as the room uses it. */
  userId: string;
  username: string;
  token: string;
}

/** A user row for the room tests (built on db's insertUser), with the token the test verifier accepts. */
let accounts = 0;

export async function createAccount(db: Kysely<Database>, name: string, suspended = false): Promise<TestAccount> {
  accounts += 1;
  const row = await insertUser(db, { username: `${name}_${accounts}_${process.pid % 10_000}`, is_suspended: suspended, suspension_reason: suspended ? 'Cheating' : null });
  return { id: row.id, userId: String(row.id), username: row.username, token: `test-token-${row.id}` };
}

export interface TestGameServer {
  url: string;
  port: number;
  gameServer: Server;
  close(): Promise<void>;
}

export interface TestServerOptions {
  db: Kysely<Database>;
  timeScale?: number;
  port?: number;
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
  logger?: Logger;
  seatReservationSeconds?: number;
  registry?: RedisLink;
  liveness?: GameServerOptions['liveness'];
  /** Checks the players' tokens in place of the "test-token-<id>" reader (e.g. the API's real login). */
  authenticator?: PlayerAuthenticator;
  /** Answers HTTP after matchmaking in place of the bare test REST calls (e.g. the API with its competitive routes). */
  routes?: (rooms: CompetitiveRoomsGateway) => RequestHandler;
}

/** Signs the tournament seat tokens of test servers. */
export const TEST_TOURNAMENT_SECRET = 'test-tournament-secret';

export async function startTestServer(options: TestServerOptions): Promise<TestGameServer> {
  const deps = {
    authenticator: options.authenticator ?? usersTableAuthenticator(options.db),
    db: options.db,
    timeScale: options.timeScale,
    logger: options.logger,
    seatReservationSeconds: options.seatReservationSeconds,
  };
  const app = express();
  app.use(matchmakingMiddleware());
  const rooms = competitiveRoomsGateway(deps);
  if (options.routes) app.use(options.routes(rooms));
  else app.use('/api/competitive', testRestRoutes(rooms, deps.authenticator));
  const tournament = { ...deps, secret: TEST_TOURNAMENT_SECRET };
  if (!options.routes) app.use('/api/tournaments', testTournamentRoutes(tournamentRoomsGateway(tournament), deps.authenticator));
  const httpServer: HttpServer = createServer(app);
  const gameServer = createGameServer({
    httpServer,
    presence: options.presence,
    driver: options.driver,
    publicAddress: options.publicAddress,
    registry: options.registry,
    liveness: options.liveness,
    competitive: deps,
    tournament,
  });
  await startGameServer();
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    gameServer,
    async close() {
      await stopGameServer(gameServer);
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
