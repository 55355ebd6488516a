import { Client } from '@colyseus/sdk';
import { openTestDatabase, requirePostgres } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPANISH } from './competitive/logic/testing.js';
import { createRoom, rest, TestPlayer } from './competitive/testing/player.js';
import { startGameProcess } from './competitive/testing/processes.js';
import type { GameProcess } from './competitive/testing/processes.js';
import { createAccount } from './competitive/testing/server.js';
import type { TestAccount } from './competitive/testing/server.js';
import type { LivenessOptions } from './liveness.js';
import { startRedisServer } from './testing/redis-server.js';
import type { TestRedis } from './testing/redis-server.js';

/** The production periods divided by about 20, so a death or a Redis restart shows within seconds. */
const FAST: LivenessOptions = { heartbeatMs: 250, ttlMs: 1_000, sweepMs: 250 };
/** The bound, in production periods too. */
const WITHIN_MS = 30_000;
const claimKey = (code: string): string => `matchdrop:room-code:${code}`;

describe('rooms of two game-server processes sharing a Redis that fails', () => {
  let redis: TestRedis;
  /** The test's own look into Redis. */
  let observer: Redis;
  let handle: TestDbHandle;
  let [one, two] = [] as GameProcess[] as [GameProcess, GameProcess];
  let [ana, ben] = [] as TestAccount[] as [TestAccount, TestAccount];
  const players: TestPlayer[] = [];

  // Both processes need one shared database: PostgreSQL.
  beforeAll(() => requirePostgres());

  beforeAll(async () => {
    redis = await startRedisServer();
    observer = new Redis(redis.url, { maxRetriesPerRequest: 2 });
    observer.on('error', () => undefined); // down while Redis restarts
    handle = await openTestDatabase('postgres');
    [ana, ben] = [await createAccount(handle.db, 'ana'), await createAccount(handle.db, 'ben')];
    const env = { databaseUrl: handle.databaseUrl!, redisUrl: redis.url, extra: { LIVENESS: JSON.stringify(FAST) } };
    [one, two] = await Promise.all([startGameProcess(env), startGameProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(players.map((p) => p.leave().catch(() => undefined)));
    await Promise.all([one?.stop(), two?.stop()]);
    observer?.disconnect();
    await redis?.kill();
    await handle?.close();
  }, 60_000);

  /** A player seated through this process, left at the end. */
  const join = async (process: GameProcess, account: TestAccount, code: string): Promise<TestPlayer> =>
    players[players.push(await TestPlayer.join(process.url, account, code)) - 1]!;

  /** A room ana hosts through one process, with ben seated through the other and seen by the host: [code, host, guest]. */
  async function roomAcross(): Promise<[string, TestPlayer, TestPlayer]> {
    const code = await createRoom(one.url, ana, { dictionaryData: SPANISH });
    const host = await join(one, ana, code);
    const guest = await join(two, ben, code);
    await host.take('player_joined', (p) => p.userId === ben.userId);
    return [code, host, guest];
  }

  const status = async (process: GameProcess, code: string): Promise<number> => (await rest(process.url, `room/${code}`, ben.token)).status;
  const hostedOn = (player: TestPlayer): number => Number(new URL(player.room.connection.url!).port);

  it('a room waiting in the lobby is listed again soon after Redis restarts empty, and can be joined', async () => {
    const code = await createRoom(one.url, ana, { dictionaryData: SPANISH });
    const host = await join(one, ana, code);
    let hostLeft = false;
    void host.left.then(() => (hostLeft = true));
    expect(await status(two, code)).toBe(200);

    await redis.restart();
    const restartedAt = Date.now();
    await expect.poll(() => status(two, code).catch(() => 0), { timeout: WITHIN_MS, interval: 100 }).toBe(200);
    const healedMs = Date.now() - restartedAt;
    console.info(`[figure] room listed again ${healedMs} ms after Redis restarted (heartbeat ${FAST.heartbeatMs} ms)`);

    expect(await observer.exists(claimKey(code))).toBe(1); // its code is claimed again
    const guest = await join(two, ben, code);
    expect(hostedOn(guest)).toBe(hostedOn(host));
    expect(await host.take('player_joined', (p) => p.userId === ben.userId)).toMatchObject({ maxPlayers: 4 });
    expect(hostLeft).toBe(false);
  }, 60_000);

  it('rewrites every listing when a process reconnects to Redis, so a write lost while it was away is not kept', async () => {
    const [code, host, guest] = await roomAcross();
    const participants = async (): Promise<number> => (await rest(two.url, `room/${code}`, ana.token)).body.room.participants.length;
    await expect.poll(participants).toBe(2);
    const withBen = await observer.hget('roomcaches', code);
    await guest.leave();
    await host.take('player_left', (p) => p.userId === ben.userId);
    await expect.poll(participants).toBe(1);
    // As if ben's leaving had been written while Redis was away: Redis still holds the older listing.
    await observer.hset('roomcaches', code, withBen!);
    expect(await participants()).toBe(2);
    await observer.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes'); // every process loses its connections
    await expect.poll(participants, { timeout: WITHIN_MS }).toBe(1);
  }, 60_000);

  it('rooms of a killed process leave the listing, their codes answer Room not found and are released', async () => {
    const [code, host, guest] = await roomAcross();
    const [dying, surviving] = hostedOn(host) === one.port ? [one, two] : [two, one];
    expect(await observer.exists(claimKey(code))).toBe(1);

    await dying.kill();
    const killedAt = Date.now();
    // The players' sockets drop without a goodbye (the client then tries to reconnect).
    expect(await guest.left).toBe(1006);
    await expect.poll(() => status(surviving, code), { timeout: WITHIN_MS, interval: 100 }).toBe(404);
    const goneMs = Date.now() - killedAt;
    console.info(`[figure] a killed process's room left the listing after ${goneMs} ms (ttl ${FAST.ttlMs} ms, sweep ${FAST.sweepMs} ms)`);

    expect((await rest(surviving.url, `room/${code}`, ana.token)).body.error).toBe('Room not found');
    expect(await rest(surviving.url, 'join-room', ben.token, { roomCode: code })).toEqual({ status: 404, body: { error: 'Room not found', code: 'room_not_found' } });
    await expect.poll(() => observer.exists(claimKey(code)), { timeout: 5_000 }).toBe(0);
    // The client's reconnection is refused with 404 "Room not found", which the competition screen reads as
    // "the room ended because its server stopped".
    const retry = new Client(surviving.url);
    retry.http.authToken = ana.token;
    await expect(retry.reconnect(host.room.reconnectionToken)).rejects.toMatchObject({ code: 404 });
    // The surviving process still serves: a new room can be created and listed.
    const next = await createRoom(surviving.url, ana, { dictionaryData: SPANISH });
    expect(await status(surviving, next)).toBe(200);
  }, 60_000);
});
