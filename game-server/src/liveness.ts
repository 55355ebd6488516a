import { randomUUID } from 'node:crypto';
import { initializeRoomCache, matchMaker, RoomInternalState } from '@colyseus/core';
import type { IRoomCache, Room } from '@colyseus/core';
import type { Logger } from 'pino';
import type { RedisLink } from './redis-link.js';
import { RegistryRoomCache } from './room-registry.js';

/**
 * Process liveness for rooms shared through Redis (several processes, one room cache).
 *
 * Colyseus lists each room in the shared room cache under the id of the process that holds it, and only checks a
 * process when a new one starts or a seat reservation times out: the rooms of a killed process stay listed for
 * good. And the cache is written once, when a room is created: a Redis that restarts empty loses every listing
 * while the rooms play on. So every process here
 *  - renews a heartbeat key with a TTL and re-announces what Redis should know about it (its process entry, the
 *    listings of its live rooms that are missing, each room type's own keys), every `heartbeatMs` and as soon as
 *    Redis is back;
 *  - looks every `sweepMs` for processes with listed rooms and no heartbeat; one that does not answer Colyseus's
 *    health check (a request on its process channel) has its rooms removed from the listing and its process entry
 *    dropped (so no room is sent there to be created), and each room type is told which of its rooms went (to
 *    release their codes).
 * A process wrongly swept (it lost Redis for longer than the TTL) puts its listings back at its next heartbeat.
 */

export interface LivenessOptions {
  /** How often the heartbeat is renewed and the rooms re-announced. */
  heartbeatMs: number;
  /** How long a heartbeat outlives its process (Redis keeps whole seconds). */
  ttlMs: number;
  /** How often rooms of processes without a heartbeat are looked for. */
  sweepMs: number;
}

/** A dead process's rooms leave the listing within ttl + sweep + Colyseus's 2-s health check: at most 22 s. */
const LIVENESS_DEFAULTS: LivenessOptions = { heartbeatMs: 5_000, ttlMs: 15_000, sweepMs: 5_000 };

/** What a room type keeps in Redis beside its listing (e.g. the claim on its room code). */
export interface RoomTypeLiveness {
  /** These live rooms of this process were re-announced: restore what a Redis restart may have lost. */
  reannounced?(roomIds: string[]): Promise<void>;
  /** These rooms died with their process and left the listing. */
  swept?(roomIds: string[]): Promise<void>;
}

/** The hash in which RedisDriver keeps the listings. */
const ROOM_CACHES_KEY = 'roomcaches';
const HEARTBEAT_PREFIX = 'matchdrop:process-alive:';
const heartbeatKey = (processId: string): string => HEARTBEAT_PREFIX + processId;

/** Colyseus internals read here (0.18): what a room lists, and whether it is still running (not disposing). */
interface RoomInternals {
  _listing: IRoomCache;
  _internalState: RoomInternalState;
}
const internals = (room: Room): RoomInternals => room as unknown as RoomInternals;
const isLive = (room: Room): boolean => internals(room)._internalState === RoomInternalState.CREATED;

/** Colyseus's own wait for a process to answer on its channel (REMOTE_ROOM_SHORT_TIMEOUT). */
const ANSWER_TIMEOUT_MS = 2_000;

/**
 * Colyseus's health check (`healthcheck` on the process channel `p:<id>`, answered on `ipc:<request>`), asked here
 * rather than through matchMaker.healthCheckProcessId, which never settles (and stays cached) when Redis fails
 * mid-request. true: it answered; false: silent; null: Redis failed, nothing is known.
 */
async function answers(processId: string): Promise<boolean | null> {
  const requestId = randomUUID();
  const channel = `ipc:${requestId}`;
  let answered = (): void => undefined;
  const answer = new Promise<true>((resolve) => (answered = () => resolve(true)));
  const onReply = (): void => answered();
  let timer: NodeJS.Timeout | undefined;
  try {
    await matchMaker.presence.subscribe(channel, onReply);
    await matchMaker.presence.publish(`p:${processId}`, ['healthcheck', requestId, []]);
    return await Promise.race([answer, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS)))]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    matchMaker.presence.unsubscribe(channel, onReply).catch(() => undefined);
  }
}

/**
 * Every listing in the shared room cache, read from its hash directly: RedisDriver.query keeps a failed read as
 * its answer for good (its request cache is only cleared on success), so after one Redis outage it never lists
 * again (@colyseus/redis-driver 0.18.3).
 */
async function allListings(): Promise<IRoomCache[]> {
  const entries = Object.values(await matchMaker.presence.hgetall(ROOM_CACHES_KEY));
  return entries.map((json) => initializeRoomCache(JSON.parse(json) as Partial<IRoomCache>));
}

export class Liveness {
  private readonly options: LivenessOptions;
  private readonly roomTypes: Readonly<Record<string, RoomTypeLiveness>>;
  private readonly logger: Logger | undefined;
  private readonly rooms = new Map<string, Room>();
  private readonly timers: NodeJS.Timeout[] = [];
  private beating: Promise<void> | null = null;
  private sweeping = false;
  private started = false;
  /** Full rewrites asked for (each reconnect) and the last one done: a failed or overtaken rewrite is retried. */
  private rewritesAsked = 0;
  private rewritesDone = 0;
  private stopped = false;

  /** The registry's link: failures while it is down are its own line's business, not one line per heartbeat here. */
  private readonly registry: RedisLink | undefined;

  constructor(options: Partial<LivenessOptions>, roomTypes: Readonly<Record<string, RoomTypeLiveness>>, logger?: Logger, registry?: RedisLink) {
    this.options = { ...LIVENESS_DEFAULTS, ...options };
    this.roomTypes = roomTypes;
    this.logger = logger;
    this.registry = registry;
    // Created after the room types are defined, before any room: every room of this process is seen.
    for (const handler of Object.values(matchMaker.getAllHandlers())) {
      handler.on('create', (room: Room) => this.rooms.set(room.roomId, room));
      handler.on('dispose', (room: Room) => this.rooms.delete(room.roomId));
    }
  }

  /** Once the matchmaker accepts rooms. */
  async start(): Promise<void> {
    this.started = true;
    await this.heartbeat();
    this.every(this.options.heartbeatMs, () => void this.heartbeat());
    this.every(this.options.sweepMs, () => void this.sweep());
  }

  /**
   * Redis is (back) up: re-announce now rather than at the next heartbeat, rewriting every listing (writes made
   * while Redis was away, such as a player joining, were lost even if Redis kept the older listing).
   */
  reconnected(): void {
    if (!this.started || this.stopped) return;
    this.rewritesAsked += 1;
    void this.heartbeat();
  }

  /** Stops beating and drops the heartbeat (the shutdown then removes the listings). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.beating;
    // With Redis away the heartbeat simply expires.
    await Promise.resolve()
      .then(() => matchMaker.presence.del(heartbeatKey(matchMaker.processId)))
      .catch(() => undefined);
  }

  private every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private heartbeat(): Promise<void> {
    this.beating ??= this.announce()
      .catch((err: unknown) => {
        if (this.redisUp()) this.logger?.warn({ err: String(err) }, 'liveness: could not renew the heartbeat');
      })
      .finally(() => {
        this.beating = null;
        // Redis came back while a heartbeat was under way: rewrite now, not at the next heartbeat seconds later.
        if (this.rewritesAsked > this.rewritesDone && this.redisUp() && !this.stopped) void this.heartbeat();
      });
    return this.beating;
  }

  private redisUp(): boolean {
    return this.registry?.isUp() ?? true;
  }

  private async announce(): Promise<void> {
    const presence = matchMaker.presence;
    await presence.setex(heartbeatKey(matchMaker.processId), '1', Math.max(1, Math.ceil(this.options.ttlMs / 1000)));
    if (this.stopped) return;
    await matchMaker.stats.persist(true);
    const asked = this.rewritesAsked;
    const live = [...this.rooms.values()].filter(isLive);
    const rewriteAll = asked > this.rewritesDone;
    const driver = matchMaker.driver;
    if (rewriteAll && driver instanceof RegistryRoomCache) await driver.retryLostRemovals(new Set(live.map((room) => room.roomId)));
    if (live.length === 0) {
      // Nothing to rewrite: the reconnection is served. Left pending, it would rewrite every listing at some
      // later heartbeat, long after Redis came back, for no reason.
      this.rewritesDone = asked;
      return;
    }
    const listed = rewriteAll ? new Map() : await driver.findByIds(live.map((room) => room.roomId));
    const missing = live.filter((room) => !listed.has(room.roomId));
    const written = await Promise.all(missing.map((room) => driver.persist(internals(room)._listing, true)));
    // The registry's writes never fail (room-registry.ts): one lost to Redis going away again is written next time.
    if (written.includes(false)) throw new Error('Redis is unreachable (rooms): listings not written');
    // A room that began disposing meanwhile must not stay listed.
    await Promise.all(missing.filter((room) => !isLive(room)).map((room) => matchMaker.driver.remove(room.roomId)));
    if (missing.length > 0 && !rewriteAll) this.logger?.info({ rooms: missing.map((room) => room.roomId) }, 'liveness: re-announced rooms missing from the listing');
    await this.forEachType(live, (type, ids) => type.reannounced?.(ids));
    this.rewritesDone = asked;
  }

  private async sweep(): Promise<void> {
    if (this.sweeping || this.stopped) return;
    this.sweeping = true;
    try {
      const listings = await allListings();
      const processIds = new Set([...listings.map((l) => l.processId), ...Object.keys(await matchMaker.presence.hgetall('roomcount'))]);
      processIds.delete(matchMaker.processId);
      for (const processId of processIds) {
        if (this.stopped || (await matchMaker.presence.exists(heartbeatKey(processId)))) continue;
        // No heartbeat: the process itself is asked before its rooms are removed.
        if ((await answers(processId)) !== false) continue;
        const gone = listings.filter((l) => l.processId === processId);
        await matchMaker.stats.excludeProcess(processId);
        await Promise.all(gone.map((l) => matchMaker.driver.remove(l.roomId)));
        this.logger?.warn({ processId, rooms: gone.map((l) => l.roomId) }, 'liveness: a game-server process stopped; its rooms left the listing');
        await this.forEachType(gone, (type, ids) => type.swept?.(ids));
      }
    } catch (err) {
      if (this.redisUp()) this.logger?.warn({ err: String(err) }, 'liveness: could not look for stopped processes');
    } finally {
      this.sweeping = false;
    }
  }

  private async forEachType(
    rooms: { roomName?: string; name?: string; roomId: string }[],
    run: (type: RoomTypeLiveness, ids: string[]) => Promise<void> | undefined,
  ): Promise<void> {
    for (const [name, type] of Object.entries(this.roomTypes)) {
      const ids = rooms.filter((room) => (room.roomName ?? room.name) === name).map((room) => room.roomId);
      if (ids.length > 0) await run(type, ids);
    }
  }
}
