import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import {
  apiRouter,
  createMailer,
  createPushHub,
  createRateLimitRedis,
  ensureAdmin,
  startReminderSweep,
  startPictureSweep,
  systemClock,
  type ApiConfig,
  type ApiDeps,
  type Clock,
  type CompetitiveRooms,
  type Mailer,
  type PushHub,
} from '@matchdrop/api';
import { migrateToLatest, openDatabaseWhenReachable, type DbHandle } from '@matchdrop/db';
import {
  competitiveRoomsGateway,
  tournamentRoomsGateway,
  teamRaceRoomsGateway,
  createGameServer,
  redisScaling,
  startGameServer,
  stopGameServer,
  type CompetitiveDeps,
  type TournamentDeps,
  type GameServer,
  RECONNECT_OPTIONS,
  RedisLink,
} from '@matchdrop/game-server';
import type express from 'express';
import type { Logger } from 'pino';
import { apiEvents } from './api-events.js';
import type { Config } from './config.js';
import { createHttpApp } from './http-app.js';
import { loadOrCreateJwtSecret } from './jwt-secret.js';
import { playerAuthenticator } from './player-authenticator.js';

export interface StartOptions {
  /**
   * Where the product logs: `productLogger` in `npm start` (main.ts), a captured one in tests. Given by the caller
   * rather than made here, so starting a server never opens a second stdout writer the caller cannot end.
   */
  logger: Logger;
  clock?: Clock;
  /** Replaces the mailer built from SMTP_URL (tests). */
  mailer?: Mailer;
  /** Default SHUTDOWN_GRACE_MS. */
  shutdownGraceMs?: number;
  /** How long start-up waits for an unreachable database (default DATABASE_WAIT_MS). */
  databaseWaitMs?: number;
}

/** Start-up retries an unreachable database for this long before it gives up. */
const DATABASE_WAIT_MS = 60_000;

export interface RunningServer {
  /** http://localhost:<port> (or PUBLIC_URL when set). */
  url: string;
  /** The port really bound (useful with PORT=0). */
  port: number;
  db: DbHandle;
  /** Everything the HTTP server answers (e.g. for a test to list its routes). */
  app: express.Express;
  /** The API app inside it (a mounted app hides its routes from the outer app's router stack). */
  api: express.Router;
  /** Rooms told and closed, HTTP server closed, database closed. Safe to call more than once. */
  close(): Promise<void>;
}

function listen(server: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** How long a shutdown waits for requests in flight before it destroys their connections. */
const SHUTDOWN_GRACE_MS = 5_000;
/** A request (headers and body) must arrive within this; a client that stalls is cut off (Node's default: 5 min). */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Stops accepting connections, lets requests in flight finish for `graceMs`, then destroys every
 * connection left (a client that never finishes its body, a stuck keep-alive), so close() always ends.
 */
function closeHttp(server: HttpServer, graceMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn(`shutdown: connections still open after ${graceMs / 1000} s are destroyed`);
      server.closeAllConnections();
      // A server that never listened (its port was taken) emits no 'close': nothing is left to wait for.
      if (!server.listening) done();
    }, graceMs);
    timer.unref();
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    // The game server's transport may already have called close(); then wait for its 'close' event.
    if (server.listening) server.close(done);
    else server.once('close', done);
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

function apiConfig(config: Config, jwtSecret: string, publicUrl: string): ApiConfig {
  return {
    jwtSecret,
    publicUrl,
    requireEmailVerification: config.requireEmailVerification,
    trustProxy: config.trustProxy,
    ai: {
      apiKey: config.openaiApiKey,
      baseUrl: config.openaiBaseUrl,
      model: config.aiModel,
      dailyMessages: config.aiDailyMessages,
      dailySessions: config.aiDailySessions,
      urlAllowHosts: config.aiUrlAllowHosts,
    },
    media: { quotaBytes: config.mediaQuotaMb * 1024 * 1024 },
  };
}

/**
 * Starts the whole product on one HTTP server: the API under /api, Colyseus websockets and
 * matchmaking, and the built client at /. Opens and migrates the database and creates the admin
 * account first, so the server never answers before it can serve.
 */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { logger } = options;
  const clock = options.clock ?? systemClock;
  await mkdir(config.dataDir, { recursive: true });

  const db = await openDatabaseWhenReachable(
    { databaseUrl: config.databaseUrl, maxConnections: config.databasePoolSize, dataDir: config.dataDir, logger: logger.child({ component: 'db' }) },
    {
      waitMs: options.databaseWaitMs ?? DATABASE_WAIT_MS,
      onRetry: ({ attempt, delayMs, reason }) => logger.warn(`Database not reachable (attempt ${attempt}): ${reason.split('\n')[0]}; retrying in ${delayMs / 1000} s`),
    },
  );
  let gameServer: GameServer | undefined;
  let httpServer: HttpServer | undefined;
  let rateLimitRedis: ApiDeps['redis'];
  let rateLimitLink: RedisLink | undefined;
  let push: PushHub | undefined;
  let reminders: { stop(): void } | undefined;
  let pictureSweep: { stop(): void } | undefined;

  const step = (what: string, run: () => Promise<void>): Promise<void> => run().catch((err: unknown) => logger.error({ err }, `shutdown: ${what} failed`));
  // Rooms are told first (clients get a proper close while HTTP still answers), then HTTP stops,
  // then the database closes once nothing can use it.
  const graceMs = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
  const shutdown = async (): Promise<void> => {
    reminders?.stop();
    pictureSweep?.stop();
    // Open event streams would hold the HTTP server's close open until the grace ends: they end first.
    if (push) await step('closing the live event streams', () => push!.close());
    // Started first: the game server's own shutdown also waits on the HTTP server's connections.
    const httpClosed = httpServer ? step('closing the HTTP server', () => closeHttp(httpServer!, graceMs, logger)) : Promise.resolve();
    if (gameServer) await step('stopping the game server', () => stopGameServer(gameServer!));
    await httpClosed;
    rateLimitRedis?.disconnect();
    await step('closing the database', () => db.close());
    logger.info('shutdown: database closed');
  };

  try {
    await migrateToLatest(db.db, logger);
    await ensureAdmin(db.db, { username: config.adminUsername, password: config.adminPassword }, logger);
    const { secret: jwtSecret } = await loadOrCreateJwtSecret(config.dataDir, config.jwtSecret);
    const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    // Every Redis connection is watched by a RedisLink per component: one log line when it goes, one when it is
    // back (with what was refused or served without Redis meanwhile), never one per retry or per request.
    if (config.redisUrl) {
      rateLimitRedis = createRateLimitRedis(config.redisUrl, logger, RECONNECT_OPTIONS);
      rateLimitLink = new RedisLink('rate limits', logger, {
        whileDown: "requests are counted in each process's memory",
        degraded: "requests counted in this process's memory",
      }).watch(rateLimitRedis);
    }

    // The API config needs the public URL, which depends on the port really bound (PORT=0), so the
    // handler is set right after listening; until then (same tick) nothing can be served.
    const serving: { app?: express.Express } = {};
    httpServer = createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, (req, res) => {
      if (serving.app) serving.app(req, res);
      else res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Starting up"}');
    });
    const competitive: CompetitiveDeps = {
      authenticator: playerAuthenticator({ db: db.db, clock, config: { jwtSecret } }),
      db: db.db,
      logger: logger.child({ component: 'competitive' }),
    };
    const tournament: TournamentDeps = {
      authenticator: competitive.authenticator,
      secret: jwtSecret,
      db: db.db,
      logger: logger.child({ component: 'tournament' }),
      playersMax: config.tournamentPlayersMax,
    };
    gameServer = createGameServer({
      httpServer,
      ...(config.redisUrl ? redisScaling(config.redisUrl, logger) : {}),
      publicAddress: config.gameServerPublicAddress,
      logger,
      competitive,
      tournament,
    });
    await startGameServer();

    const port = await listen(httpServer, config.port, config.host);
    const url = config.publicUrl ?? `http://localhost:${port}`;
    push = createPushHub({
      logger: logger.child({ component: 'push' }),
      redisUrl: config.redisUrl,
      redisOptions: RECONNECT_OPTIONS,
      watch: (publisher, subscriber) =>
        new RedisLink('push', logger, {
          whileDown: 'live-event streams are refused (503) and the pages poll',
          refused: 'streams refused',
          degraded: 'events sent to this process’s tabs only',
        })
          .watch(publisher)
          .watch(subscriber),
    });
    // The API's competitive calls ask the game server's rooms, through the matchmaker, whichever process holds them.
    const competitiveRooms: CompetitiveRooms = competitiveRoomsGateway(competitive);
    const apiConfigured = apiConfig(config, jwtSecret, url);
    const api = apiRouter({
      db: db.db,
      dbKind: db.kind,
      mailer,
      clock,
      config: apiConfigured,
      logger,
      events: apiEvents(logger),
      redis: rateLimitRedis,
      redisLink: rateLimitLink,
      push,
      competitiveRooms,
      tournamentRooms: tournamentRoomsGateway(tournament),
      teamRaceRooms: teamRaceRoomsGateway(tournament),
    });
    const app = createHttpApp({ api, trustProxy: apiConfigured.trustProxy, clientDist: config.clientDist, logger });
    serving.app = app;
    // The assignments' 24-hour reminders (api/src/assignments/reminders.ts): a sweep a minute, by the same clock.
    reminders = startReminderSweep({ db: db.db, clock, logger: logger.child({ component: 'reminders' }), push });
    // Pictures no game names any more go after their grace period (api/src/media/sweep.ts): a sweep an hour.
    pictureSweep = startPictureSweep({ db: db.db, clock, logger: logger.child({ component: 'pictures' }) });

    let closing: Promise<void> | undefined;
    return { url, port, db, app, api, close: () => (closing ??= shutdown()) };
  } catch (err) {
    await shutdown();
    throw err;
  }
}
