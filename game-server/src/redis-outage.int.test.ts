import { openTestDatabase } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPANISH } from './competitive/logic/testing.js';
import { createRoom, rest, TestPlayer } from './competitive/testing/player.js';
import { createAccount, startTestServer } from './competitive/testing/server.js';
import type { TestAccount, TestGameServer } from './competitive/testing/server.js';
import { redisScaling, ROOMS_UNAVAILABLE } from './redis.js';
import { startRedisServer } from './testing/redis-server.js';
import { tournamentRoomsGateway } from './tournament/rooms-gateway.js';
import type { TestRedis } from './testing/redis-server.js';

describe('competitive rooms while Redis is away', () => {
  let redis: TestRedis;
  let handle: TestDbHandle;
  let server: TestGameServer;
  let ana: TestAccount;
  const players: TestPlayer[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    handle = await openTestDatabase('pglite');
    server = await startTestServer({ db: handle.db, timeScale: 0.01, ...redisScaling(redis.url), liveness: { heartbeatMs: 250, ttlMs: 1_000, sweepMs: 250 } });
    ana = await createAccount(handle.db, 'ana');
  });

  afterAll(async () => {
    await Promise.all(players.map((p) => p.leave().catch(() => undefined)));
    await server?.close();
    await redis?.kill();
    await handle?.close();
  }, 60_000);

  it('answers 503 at once instead of failing or hanging, and serves the room again when Redis is back', async () => {
    const code = await createRoom(server.url, ana, { dictionaryData: SPANISH });
    players.push(await TestPlayer.join(server.url, ana, code));
    await redis.kill();

    const started = Date.now();
    expect(await rest(server.url, `room/${code}`, ana.token)).toEqual({ status: 503, body: { error: ROOMS_UNAVAILABLE, code: 'rooms_unavailable' } });
    const created = await rest(server.url, 'create-room', ana.token, { dictionaryType: 'saved', dictionaryData: SPANISH, pairCount: 3, maxPlayers: 2 });
    expect(created).toEqual({ status: 503, body: { error: ROOMS_UNAVAILABLE, code: 'rooms_unavailable' } });
    // A seat asked for through Colyseus's matchmaking route (what the SDK's joinById does): the same fast 503.
    const seat = await fetch(`${server.url}/matchmake/joinById/${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
      body: '{}',
    });
    expect(seat.status).toBe(503);
    expect(((await seat.json()) as { error: string }).error).toBe(ROOMS_UNAVAILABLE);
    // A tournament's live view is not there to ask: null, so the API answers from the stored tournament.
    const tournaments = tournamentRoomsGateway({ db: handle.db, secret: 'outage-secret', authenticator: { authenticate: async () => null } as never });
    expect(await tournaments.liveView(code, 'public')).toBeNull();
    expect(await tournaments.joinInfo(code, null)).toBeNull();
    expect(await tournaments.liveHost(code)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);

    await redis.start(); // empty: the room is re-announced
    await expect.poll(async () => (await rest(server.url, `room/${code}`, ana.token)).status, { timeout: 30_000, interval: 100 }).toBe(200);
  }, 60_000);
});
