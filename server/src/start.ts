import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import { createApp, createMailer, createPushHub, createRateLimitRedis, ensureAdmin, systemClock, type ApiConfig, type ApiDeps, type Clock, type Mailer, type PushHub } from '@matchdrop/api';
import { migrateToLatest, openDatabase, type DbHandle } from '@matchdrop/db';
import {
  competitiveRoutes,
  createGameServer,
  redisScaling,
  startGameServer,
  stopGameServer,
  type CompetitiveDeps,
  type GameServer,
} from '@matchdrop/game-server';
import type express from 'express';
import { pino, type Logger } from 'pino';
import { apiEvents } from './api-events.js';
import type { Config } from './config.js';
import { createHttpApp } from './http-app.js';
import { loadOrCreateJwtSecret } from './jwt-secret.js';
import { playerAuthenticator } from './player-authenticator.js';

export interface StartOptions {
  logger?: Logger;
  clock?: Clock;
  /** Replaces the mailer built from SMTP_URL (tests). */
  mailer?: Mailer;
}

export interface RunningServer {
  /** http://localhost:<port> (or PUBLIC_URL when set). */
  url: string;
  /** The port really bound (useful with PORT=0). */
  port: number;
  db: DbHandle;
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

function closeHttp(server: HttpServer): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
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
  };
}

/**
 * Starts the whole product on one HTTP server: the API under /api, Colyseus websockets and
 * matchmaking, and the built client at /. Opens and migrates the database and creates the admin
 * account first, so the server never answers before it can serve.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const clock = options.clock ?? systemClock;
  await mkdir(config.dataDir, { recursive: true });

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: logger.child({ component: 'db' }) });
  let gameServer: GameServer | undefined;
  let httpServer: HttpServer | undefined;
  let rateLimitRedis: ApiDeps['redis'];
  let push: PushHub | undefined;

  const step = (what: string, run: () => Promise<void>): Promise<void> =>
    run().catch((err: unknown) => logger.error({ err }, `shutdown: ${what} failed`));
  // Rooms are told first (clients get a proper close while HTTP still answers), then HTTP stops,
  // then the database closes once nothing can use it.
  const shutdown = async (): Promise<void> => {
    if (gameServer) await step('stopping the game server', () => stopGameServer(gameServer!));
    // Open event streams would hold the HTTP server's close open: they end first.
    if (push) await step('closing the live event streams', () => push!.close());
    if (httpServer) await step('closing the HTTP server', () => closeHttp(httpServer!));
    rateLimitRedis?.disconnect();
    await step('closing the database', () => db.close());
  };

  try {
    await migrateToLatest(db.db, logger);
    await ensureAdmin(db.db, { username: config.adminUsername, password: config.adminPassword }, logger);
    const { secret: jwtSecret } = await loadOrCreateJwtSecret(config.dataDir, config.jwtSecret);
    const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    if (config.redisUrl) rateLimitRedis = createRateLimitRedis(config.redisUrl, logger);

    // The API config needs the public URL, which depends on the port really bound (PORT=0), so the
    // handler is set right after listening; until then (same tick) nothing can be served.
    const serving: { app?: express.Express } = {};
    httpServer = createServer((req, res) => {
      if (serving.app) serving.app(req, res);
      else res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Starting up"}');
    });
    const competitive: CompetitiveDeps = {
      authenticator: playerAuthenticator({ db: db.db, clock, config: { jwtSecret } }),
      db: db.db,
      logger: logger.child({ component: 'competitive' }),
    };
    gameServer = createGameServer({
      httpServer,
      ...(config.redisUrl ? redisScaling(config.redisUrl) : {}),
      publicAddress: config.gameServerPublicAddress,
      logger: logger.child({ component: 'colyseus' }),
      competitive,
    });
    await startGameServer();

    const port = await listen(httpServer, config.port, config.host);
    const url = config.publicUrl ?? `http://localhost:${port}`;
    push = createPushHub({ logger: logger.child({ component: 'push' }), redisUrl: config.redisUrl });
    const api = createApp({ db: db.db, dbKind: db.kind, mailer, clock, config: apiConfig(config, jwtSecret, url), logger, events: apiEvents(logger), redis: rateLimitRedis, push });
    serving.app = createHttpApp({ api, competitive: competitiveRoutes(competitive), clientDist: config.clientDist, logger });

    let closing: Promise<void> | undefined;
    return { url, port, db, close: () => (closing ??= shutdown()) };
  } catch (err) {
    await shutdown();
    throw err;
  }
}
