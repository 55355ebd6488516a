import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { createNodeMatchmakingMiddleware, ErrorCode, matchMaker, Server, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { setTransport } from '@colyseus/core/Transport';
import type { Logger } from 'pino';
import { colyseusLogger } from './colyseus-logger.js';
import type { CompetitiveDeps } from './competitive/deps.js';
import type { TournamentDeps } from './tournament/deps.js';
import { listenForUserDisconnects, stopListeningForUserDisconnects } from './competitive/disconnect.js';
import { Liveness } from './liveness.js';
import { registryAway, setRoomRegistry } from './rooms-reachable.js';
import { ROOMS_UNAVAILABLE } from './redis.js';
import { isRedisUnavailable, type RedisLink } from './redis-link.js';
import type { LivenessOptions } from './liveness.js';
import { defineRooms, JOIN_BY_ID_ONLY, roomTypesLiveness } from './rooms.js';
import { SessionWatch } from './session-watch.js';
import { SpreadPingTransport } from './transport.js';

export interface GameServerOptions {
  /** The process's one HTTP server: websockets are upgraded on it, next to the HTTP API. */
  httpServer: HttpServer;
  /** Defaults to in-process presence; Redis presence lets several processes share rooms. */
  presence?: Presence;
  driver?: MatchMakerDriver;
  /** The process's logger, without a component key: Colyseus's lines get 'colyseus', the liveness's 'liveness'. */
  logger?: Logger;
  /**
   * This process's own address as clients reach it (host[:port][/path], no scheme), when several processes share
   * rooms through Redis: a seat reservation for a room in this process sends the client here, since a websocket
   * must reach the process that holds its room. Unset with a single process.
   */
  publicAddress?: string;
  /** The competitive room's dependencies; without them the room type is not defined. */
  competitive?: CompetitiveDeps;
  /** The tournament room's dependencies; without them the room type is not defined. */
  tournament?: TournamentDeps;
  /** The link of the Redis presence and driver: while it is down room requests are refused at once, when it is back the rooms are re-announced. */
  registry?: RedisLink;
  /** Heartbeat and sweep periods of the process liveness that runs with a shared presence (tests shorten them). */
  liveness?: Partial<LivenessOptions>;
}

/** The liveness and session watch of the game server of this process (one at a time, like Colyseus's matchmaker). */
let liveness: Liveness | undefined;
let sessionWatch: SessionWatch | undefined;
/** The link of the shared room registry of this process's game server (unset without Redis). */
let registry: RedisLink | undefined;

/**
 * A Colyseus server that shares an HTTP server it does not own, wired the way Colyseus' own
 * Vite integration shares Vite's server: the transport only takes the 'upgrade' events
 * (attachToServer), `Server.listen()` is never called, and the matchmaking HTTP routes
 * (POST /matchmake/:method/:roomName, which the SDK calls on the same origin) are served by
 * `matchmakingMiddleware()` mounted in the host's request chain.
 *
 * Colyseus keeps its matchmaker in module state, so one game server runs per process at a
 * time: stop the previous one before creating another.
 */
export function createGameServer(options: GameServerOptions): Server {
  const { httpServer, presence, driver, logger, publicAddress, competitive, tournament } = options;
  const transport = new SpreadPingTransport({ noServer: true });
  transport.attachToServer(httpServer);
  const server = new Server({
    transport,
    presence,
    driver,
    publicAddress,
    greet: false,
    // The host process owns the signals and decides when to shut down.
    gracefullyShutdown: false,
    logger: logger === undefined ? undefined : colyseusLogger(logger.child({ component: 'colyseus' })),
  });
  // Read by the matchmaking route to tell the SDK which protocol to connect with; listen() would
  // set it, but listen() would also take over the HTTP server's request handling.
  setTransport(transport);
  defineRooms(server, competitive, tournament);
  // Only rooms shared with other processes can outlive their process in a listing, or lose it to Redis.
  const current = presence ? new Liveness(options.liveness ?? {}, roomTypesLiveness(competitive), logger?.child({ component: 'liveness' }), options.registry) : undefined;
  liveness = current;
  const authenticator = competitive?.authenticator ?? tournament?.authenticator;
  sessionWatch = authenticator && new SessionWatch(authenticator, logger?.child({ component: 'session-watch' }));
  registry = options.registry;
  setRoomRegistry(registry);
  // Once every connection answers again: the rooms are re-announced at once (the link tells each change once).
  registry?.onChange((up) => {
    if (up) current?.reconnected();
  });
  return server;
}

/**
 * Resolves once the matchmaker accepts seat reservations. Call before serving requests. With Redis unreachable at
 * start, the process starts anyway (room requests are answered 503) and the matchmaker starts accepting once
 * Redis answers.
 */
export async function startGameServer(): Promise<void> {
  const link = registry;
  if (!link) await matchMaker.accept();
  else if (!link.isUp() || !(await acceptedUnlessRedisAway())) void acceptOnceReachable(link);
  await liveness?.start();
  await listenForUserDisconnects();
  sessionWatch?.start();
}

/** matchMaker.accept(), false when it failed because Redis is away (what it did is undone, to be done again). */
async function acceptedUnlessRedisAway(): Promise<boolean> {
  try {
    await matchMaker.accept();
    return true;
  } catch (err) {
    if (!isRedisUnavailable(err)) throw err;
    // Its process channel's listener would otherwise answer every request twice after the next try.
    await matchMaker.presence.unsubscribe(`p:${matchMaker.processId}`);
    return false;
  }
}

async function acceptOnceReachable(link: RedisLink): Promise<void> {
  do await link.whenUp();
  while (registry === link && !(await acceptedUnlessRedisAway()));
}

/** Tells every room to finish (clients disconnected, onDispose run), then stops the websocket server. */
export async function stopGameServer(server: Server): Promise<void> {
  stopListeningForUserDisconnects();
  sessionWatch?.stop();
  await liveness?.stop();
  await server.gracefullyShutdown(false);
}

export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** POST /matchmake/<method>/<room> for a join-by-id-only room type with any other method. */
function refusedMatchmaking(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const match = /^\/matchmake\/(\w+)\/([^/?]+)/.exec(req.url ?? '');
  return match !== null && JOIN_BY_ID_ONLY.has(match[2] ?? '') && match[1] !== 'joinById' && match[1] !== 'reconnect';
}

/**
 * Serves POST /matchmake/* and lets everything else through. It reads the raw request body,
 * so it must come before any body parser.
 */
export function matchmakingMiddleware(): NodeMiddleware {
  const handle = createNodeMatchmakingMiddleware();
  return (req, res, next) => {
    // Every other request of the process passes here: Colyseus's own check parses a URL object and returns a promise each time.
    if (!req.url?.startsWith(`/${matchMaker.controller.matchmakeRoute}/`)) return next();
    // Seats are reserved through the room registry: while it is away, a fast 503 rather than a failure on the way.
    if (registryAway()) {
      const body = { code: ErrorCode.MATCHMAKE_UNHANDLED, error: ROOMS_UNAVAILABLE };
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' }).end(JSON.stringify(body));
      return;
    }
    if (refusedMatchmaking(req)) {
      const body = { code: ErrorCode.MATCHMAKE_NO_HANDLER, error: 'Competitive rooms are created through the API and joined by room code' };
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    handle(req, res, next).catch(() => {
      // The middleware answers its own failures; this only guards against a broken socket.
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}
