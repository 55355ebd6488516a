// A suspension or a revocation written by plain SQL on a connection of its own (an operator's script, a second
// admin tool, another deployment): no process hears about it, yet every process refuses the token at the next HTTP
// request and puts the account out of its competitive room within 2 s (the game server's session watch), with
// Redis, with Redis stopped during the write, and with two processes sharing the database without Redis.
import { Client, type Room } from '@colyseus/sdk';
import { jsonClient, registerAccount } from '@matchdrop/api/testing';
import { sql } from '@matchdrop/db';
import { openTestDatabase, requirePostgres, type TestDbHandle } from '@matchdrop/db/testing';
import { SESSION_END_MESSAGES } from '@matchdrop/game-server';
import { freePort, startRedisServer, TournamentBot, type TestRedis } from '@matchdrop/game-server/testing';
import { ROOM_CLOSE_CODES, TOURNAMENT_CLOSE_CODES } from '@matchdrop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProductProcess, testDirs, type ProductProcess, type TestDirs } from './testing.js';

/** The session watch checks once a second; the bound is 2 s from the write. */
const OUT_OF_ROOM_WITHIN_MS = 2_000;

type Write = 'revoke' | 'suspend';

async function until(condition: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Each test starts two product processes from the TypeScript sources, which takes 10–20 s on a busy 2-core machine.
describe('revocation and suspension by plain SQL on PostgreSQL', { timeout: 90_000 }, () => {
  let handle: TestDbHandle;
  let dirs: TestDirs;
  let redis: TestRedis;
  let running: ProductProcess[] = [];

  beforeAll(async () => {
    await requirePostgres();
    handle = await openTestDatabase('postgres');
    dirs = await testDirs('revocation');
    redis = await startRedisServer();
  });

  afterEach(async () => {
    await Promise.all(running.map((p) => p.stop()));
    running = [];
  });

  afterAll(async () => {
    await redis?.kill();
    await handle?.close();
    await dirs?.remove();
  });

  async function startTwo(withRedis: boolean): Promise<[ProductProcess, ProductProcess]> {
    const start = async (): Promise<ProductProcess> => {
      const port = await freePort();
      const scaled: Record<string, string> = withRedis ? { REDIS_URL: redis.url, GAME_SERVER_PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {};
      return startProductProcess({
        PORT: String(port),
        DATABASE_URL: handle.databaseUrl!,
        DATA_DIR: dirs.dataDir,
        CLIENT_DIST: dirs.clientDist,
        JWT_SECRET: 'revocation-test-secret-revocation-test-secret',
        ADMIN_PASSWORD: 'admin-secret',
        ...scaled,
      });
    };
    // One after the other: the first creates the admin account and migrates.
    const first = await start();
    running.push(first);
    const second = await start();
    running.push(second);
    return [first, second];
  }

  /** A new account signed in on `a`, seated in a competitive room of `b`. */
  async function seatedUser(a: ProductProcess, b: ProductProcess): Promise<{ id: number; token: string; room: Room; left: Promise<number>; told: Promise<unknown> }> {
    const user = await registerAccount(jsonClient(a.url), 'sqlrevoked');
    const created = await jsonClient(b.url).post<{ room: { roomCode: string } }>(
      '/api/competitive/create-room',
      { dictionaryType: 'builtin', dictionaryId: 'animals', pairCount: 3, maxPlayers: 2 },
      { token: user.token },
    );
    expect(created.status).toBe(201);
    const client = new Client(b.url);
    client.http.authToken = user.token;
    const room = await client.joinById(created.body.room.roomCode);
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    const told = new Promise<unknown>((resolve) => room.onMessage('error', resolve));
    room.onMessage('player_joined', () => undefined);
    return { id: user.id, token: user.token, room, left, told };
  }

  /** What an operator types: on the test's own connection, not through any process. */
  async function writeBySql(userId: number, write: Write): Promise<void> {
    if (write === 'revoke') await sql`update users set tokens_valid_after = now() where id = ${userId}`.execute(handle.db);
    else await sql`update users set is_suspended = true, suspension_reason = 'Suspended by SQL', tokens_valid_after = now() where id = ${userId}`.execute(handle.db);
  }

  async function expectEnded(processes: ProductProcess[], write: Write, beforeWrite?: () => Promise<void>): Promise<void> {
    const [a, b] = processes as [ProductProcess, ProductProcess];
    const user = await seatedUser(a, b);
    for (const p of processes) expect((await jsonClient(p.url).get('/api/dictionaries', { token: user.token })).status).toBe(200);
    await beforeWrite?.();

    await writeBySql(user.id, write);
    const written = Date.now();
    for (const p of processes) {
      const answer = await jsonClient(p.url).post('/api/v2/dictionaries', { name: 'After', pairs: [{ term: 'a', definition: 'b' }] }, { token: user.token });
      expect(answer.status).toBe(401);
      if (write === 'suspend') expect(answer.body).toMatchObject({ suspended: true, suspensionReason: 'Suspended by SQL' });
    }
    const code = await Promise.race([user.left, new Promise<string>((resolve) => setTimeout(() => resolve('still in the room'), OUT_OF_ROOM_WITHIN_MS + 500))]);
    expect(code).toBe(ROOM_CLOSE_CODES.suspended);
    expect(Date.now() - written).toBeLessThanOrEqual(OUT_OF_ROOM_WITHIN_MS);
    expect(await user.told).toEqual({
      message: SESSION_END_MESSAGES[write === 'revoke' ? 'revoked' : 'suspended'],
      code: write === 'revoke' ? 'session_expired' : 'account_suspended',
    });
  }

  it('two processes sharing Redis: both refuse at the next request and the room puts the account out', async () => {
    const processes = await startTwo(true);
    await expectEnded(processes, 'revoke');
    await expectEnded(processes, 'suspend');
  });

  it('two processes sharing Redis, Redis stopped before the write: the same', async () => {
    const processes = await startTwo(true);
    try {
      await expectEnded(processes, 'suspend', () => redis.kill());
    } finally {
      await redis.start();
    }
  });

  it('two processes on one database without Redis: the same', async () => {
    const processes = await startTwo(false);
    await expectEnded(processes, 'revoke');
    await expectEnded(processes, 'suspend');
  });

  it('puts a suspended player and a revoked host out of their tournament within 2 s', async () => {
    const [a, b] = await startTwo(false);
    const host = await registerAccount(jsonClient(a.url), 'sqlhost');
    const player = await registerAccount(jsonClient(a.url), 'sqlplayer');
    const created = await jsonClient(b.url).post<{ tournament: { code: string } }>(
      '/api/tournaments',
      { gameType: 'builtin', gameId: 'animals', pairCount: 3 },
      { token: host.token },
    );
    expect(created.status).toBe(201);
    const code = created.body.tournament.code;
    const joined = await jsonClient(b.url).post<{ token: string }>(`/api/tournaments/${code}/join`, {}, { token: player.token });
    expect(joined.status).toBe(200);
    const hostBot = await new TournamentBot(b.url, host.token, null).join(code);
    const playerBot = await new TournamentBot(b.url, joined.body.token, null).join(code);
    await Promise.all([hostBot.next('welcome'), playerBot.next('welcome')]);

    await writeBySql(player.id, 'suspend');
    await until(() => playerBot.closeCode !== null, OUT_OF_ROOM_WITHIN_MS);
    expect(playerBot.closeCode).toBe(TOURNAMENT_CLOSE_CODES.removed);
    // The seat token no longer connects.
    await expect(new TournamentBot(b.url, joined.body.token, null).join(code)).rejects.toThrow();

    await writeBySql(host.id, 'revoke');
    await until(() => hostBot.closeCode !== null, OUT_OF_ROOM_WITHIN_MS);
    expect(hostBot.closeCode).toBe(TOURNAMENT_CLOSE_CODES.removed);
  });
});
