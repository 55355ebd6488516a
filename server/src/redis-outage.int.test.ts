// A Redis outage played against two real product processes (node server/src/main.ts) sharing one PostgreSQL and a
// redis-server of the test's own, killed (kill -9) for 20 s and started again empty. Players are in a round on each
// process; meanwhile rooms are asked for every second, logins, saves, rate-limited logins and a live-event stream
// run on both. Nothing ends a process; room creation is a fast 503 then a 201; the rounds go on; each process logs a
// bounded number of lines (not one per retry or request); every room is listed again within 1 s of Redis answering.
// Then the same for Redis away while a process starts: it starts, degraded, and heals.
import { createTestUser } from '@matchdrop/api/testing';
import { openTestDatabase, requirePostgres, type TestDbHandle } from '@matchdrop/db/testing';
import { freePort, roundPairs, SPANISH, startRedisServer, startRound, TestPlayer, type TestAccount, type TestRedis } from '@matchdrop/game-server/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductProcess, testDirs, type ProductProcess, type TestDirs } from './testing.js';

const JWT_SECRET = 'redis-outage-secret-redis-outage-secret';
const PASSWORD = 'outage-password-1';
const OUTAGE_MS = 20_000;
/** Lines a process may write during the outage besides its request log (the bound). */
const MAX_LINES = 30;

interface Timed {
  status: number;
  ms: number;
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    // Far beyond every promise, so a hang shows as a failure rather than a stuck test.
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const createRoom = (base: string, token: string) =>
  call(base, 'POST', '/api/competitive/create-room', token, { dictionaryType: 'saved', dictionaryData: SPANISH, pairCount: 5, maxPlayers: 2, roundSeconds: 600 });

/** A live-event stream held open: when it ended, if it did. */
function openStream(base: string, token: string): { opened: Promise<number>; ended: Promise<number> } {
  const abort = new AbortController();
  const opened = fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  const ended = opened.then(async (res) => {
    const reader = res.body!.getReader();
    for (;;) if ((await reader.read()).done) return Date.now();
  });
  ended.catch(() => undefined);
  return { opened: opened.then((res) => res.status), ended };
}

/** Lines of the process's output while Redis was away, but its request log. */
const outageLines = (product: ProductProcess, from: number, to: number): string[] =>
  product.lines.filter((line) => line.at >= from && line.at < to && !line.text.includes('"msg":"request"')).map((line) => line.text);

const percentile = (values: number[], p: number): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

describe('a Redis outage with two product processes', () => {
  let redis: TestRedis;
  let testDb: TestDbHandle;
  let dirs: TestDirs[];
  const products: ProductProcess[] = [];
  const players: TestPlayer[] = [];
  let accounts: TestAccount[];
  let tokens: string[];
  let loginName: string;

  const env = (dir: TestDirs, port: number): Record<string, string> => ({
    DATA_DIR: dir.dataDir,
    CLIENT_DIST: dir.clientDist,
    DATABASE_URL: testDb.databaseUrl!,
    REDIS_URL: redis.url,
    JWT_SECRET,
    GAME_SERVER_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
  });
  const start = async (dir: TestDirs): Promise<ProductProcess> => {
    const port = await freePort();
    const product = await startProductProcess(env(dir, port), port);
    products.push(product);
    return product;
  };

  beforeAll(async () => {
    // Two processes share one database: PostgreSQL (a suite that needs it fails at once saying so).
    await requirePostgres();
    redis = await startRedisServer();
    testDb = await openTestDatabase('postgres');
    dirs = await Promise.all([testDirs('redis-a'), testDirs('redis-b'), testDirs('redis-c')]);
    // One after the other: the first migrates the shared database.
    await start(dirs[0]!);
    await start(dirs[1]!);
    const deps = { db: testDb.db, config: { jwtSecret: JWT_SECRET }, clock: { now: () => new Date() } };
    const users = await Promise.all(['host_a', 'guest_a', 'host_b', 'guest_b'].map((username) => createTestUser(deps, { username })));
    accounts = users.map((u) => ({ id: u.id, userId: String(u.id), username: u.username, token: u.token }));
    tokens = users.map((u) => u.token);
    loginName = (await createTestUser(deps, { username: 'outage_login', password: PASSWORD })).username;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(players.map((p) => p.leave().catch(() => undefined)));
    await Promise.all(products.map((p) => p.stop()));
    await redis?.kill();
    await testDb?.close();
    await Promise.all((dirs ?? []).map((d) => d.remove()));
  }, 60_000);

  it('keeps both processes serving: fast 503s for rooms, rounds go on, bounded logs, every room listed again within 1 s', async () => {
    const [a, b] = products as [ProductProcess, ProductProcess];
    // A room with a round in play on each process (created through either; each process has one).
    const rooms: string[] = [];
    for (const [index, product] of [a, b].entries()) {
      const created = await fetch(`${product.url}/api/competitive/create-room`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[index * 2]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ dictionaryType: 'saved', dictionaryData: SPANISH, pairCount: 5, maxPlayers: 2, roundSeconds: 600 }),
      });
      expect(created.status).toBe(201);
      rooms.push(((await created.json()) as { room: { roomCode: string } }).room.roomCode);
    }
    const observer = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    observer.on('error', () => undefined);
    const listedProcesses = async (): Promise<string[]> =>
      Object.values(await observer.hgetall('roomcaches')).map((json) => (JSON.parse(json) as { processId: string; roomId: string }).processId);
    expect(new Set(await listedProcesses()).size).toBe(2);
    const seated = await Promise.all(rooms.flatMap((code, i) => [TestPlayer.join(a.url, accounts[i * 2]!, code), TestPlayer.join(b.url, accounts[i * 2 + 1]!, code)]));
    players.push(...seated);
    const items = await Promise.all([startRound(seated[0]!, seated[1]!), startRound(seated[2]!, seated[3]!)]);
    const closed: number[] = [];
    for (const player of seated) void player.left.then((code) => closed.push(code));
    const streams = [openStream(a.url, tokens[0]!), openStream(b.url, tokens[2]!)];
    expect(await Promise.all(streams.map((s) => s.opened))).toEqual([200, 200]);

    // Lines are counted from the kill to a second after every room is reachable again ("back" lines included).
    const outageStart = Date.now();
    await redis.kill();
    const roomAnswers: Timed[][] = [[], []];
    const others: Timed[][] = [[], []];
    const judged: boolean[] = [];
    /** Runs `step` every second (or right after the previous one, when it took longer) until the outage ends. */
    const everySecond = async (step: (second: number) => Promise<void>): Promise<void> => {
      for (let second = 1; Date.now() - outageStart < OUTAGE_MS; second++) {
        const tick = Date.now();
        await step(second);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (Date.now() - tick))));
      }
    };
    await Promise.all([
      // A room asked for every second on each process.
      everySecond(async () => {
        await Promise.all([a, b].map(async (product, i) => roomAnswers[i]!.push(await createRoom(product.url, tokens[i * 2]!))));
      }),
      // Logins, password-reset requests (rate-limited), saves and live-event streams on each.
      everySecond(async (second) => {
        await Promise.all(
          [a, b].map(async (product, i) => {
            others[i]!.push(await call(product.url, 'POST', '/api/auth/login', undefined, { username: loginName, password: PASSWORD }));
            // Rate-limited: 5 code requests per e-mail and window; the 6th on is refused even with Redis away.
            others[i]!.push(await call(product.url, 'POST', '/api/auth/forgot-password', undefined, { email: `nobody_${i}@example.com` }));
            others[i]!.push(await call(product.url, 'POST', '/api/v2/dictionaries', tokens[i * 2], { name: `Outage ${i} ${second}`, data: { a: 'b', c: 'd' } }));
            others[i]!.push(await call(product.url, 'GET', '/api/events', tokens[i * 2]).catch(() => ({ status: 0, ms: 0 })));
          }),
        );
      }),
      // Every player makes a wrong match and is answered by its room: the rounds go on.
      everySecond(async () => {
        await Promise.all(
          seated.map(async (player, p) => {
            const [first, partner] = roundPairs(items[Math.floor(p / 2)]!, SPANISH)[0]!;
            const wrong = items[Math.floor(p / 2)]!.find((item) => item !== first && item !== partner)!;
            player.send('match_attempt', { item1: first, item2: wrong });
            const answered = await player
              .take('match_result', (r) => !r.correct, 3_000)
              .then(
                () => true,
                () => false,
              );
            judged.push(answered);
          }),
        );
      }),
    ]);
    await redis.start(); // empty, as after a crash
    const back = Date.now();
    let relistedMs = Infinity;
    let reachableMs = Infinity;
    for (;;) {
      const listed = await observer.hgetall('roomcaches').catch(() => ({}));
      if (relistedMs === Infinity && rooms.every((code) => code in listed)) relistedMs = Date.now() - back;
      // Each room read through the other process than the one that holds it (either, since both are read).
      const reads = await Promise.all(rooms.flatMap((code) => [a, b].map((product) => call(product.url, 'GET', `/api/competitive/room/${code}`, tokens[0]))));
      if (reachableMs === Infinity && reads.every((r) => r.status === 200)) reachableMs = Date.now() - back;
      // Both are measured: the listing may complete while the reads are under way, seen at the next turn.
      if (relistedMs !== Infinity && reachableMs !== Infinity) break;
      if (Date.now() - back > 10_000) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const after = await Promise.all([createRoom(a.url, tokens[0]!), createRoom(b.url, tokens[2]!)]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const outageEnd = Date.now();
    const streamsAfter = [openStream(a.url, tokens[0]!), openStream(b.url, tokens[2]!)];
    const streamStatuses = await Promise.all(streamsAfter.map((s) => s.opened));
    observer.disconnect();

    const latencies = roomAnswers.flat().map((answer) => answer.ms);
    const figures = {
      alive: products.map((p) => p.alive()),
      roomAnswers: roomAnswers.map((list) => list.map((answer) => answer.status).join(' ')),
      '503s': roomAnswers.flat().filter((answer) => answer.status === 503).length,
      latencyMaxMs: Math.round(Math.max(...latencies)),
      latencyP99Ms: Math.round(percentile(latencies, 99)),
      linesPerProcess: [a, b].map((product) => outageLines(product, outageStart, outageEnd).length),
      relistedMs,
      reachableMs,
      judged: `${judged.filter(Boolean).length}/${judged.length}`,
    };
    console.log('Redis outage figures', JSON.stringify(figures));
    for (const product of [a, b]) console.log(outageLines(product, outageStart, outageEnd).join('\n'));

    expect(figures.alive).toEqual([true, true]);
    expect(roomAnswers.flat().every((answer) => answer.status === 503 && answer.ms < 3_000)).toBe(true);
    expect(after.map((answer) => answer.status)).toEqual([201, 201]);
    // Logins and saves do not need Redis; the rate limit still holds, counted in each process's memory.
    for (const list of others) {
      expect(list.filter((r, i) => i % 4 === 0).every((r) => r.status === 200)).toBe(true);
      expect(list.filter((r, i) => i % 4 === 1).map((r) => r.status)).toContain(429);
      expect(list.filter((r, i) => i % 4 === 2).every((r) => r.status === 201)).toBe(true);
      // The live-event stream is refused while its channel is away: the pages poll meanwhile.
      expect(list.filter((r, i) => i % 4 === 3).every((r) => r.status === 503)).toBe(true);
    }
    expect(await Promise.all(streams.map((s) => s.ended))).toHaveLength(2);
    expect(streamStatuses).toEqual([200, 200]);
    expect(judged.every(Boolean)).toBe(true);
    expect(closed).toEqual([]);
    for (const lines of figures.linesPerProcess) expect(lines).toBeLessThanOrEqual(MAX_LINES);
    // Each line names its component once (a child logger's key repeated by another child would show twice).
    for (const product of [a, b]) for (const line of outageLines(product, outageStart, outageEnd)) expect(line.split('"component":').length).toBeLessThanOrEqual(2);
    expect(relistedMs).toBeLessThan(1_000);
    expect(reachableMs).toBeLessThan(1_000);
  }, 120_000);

  it('starts a process while Redis is away, degraded, and heals it once Redis answers', async () => {
    await redis.kill();
    const c = await start(dirs[2]!);
    const refused = await createRoom(c.url, tokens[0]!);
    expect(refused.status).toBe(503);
    expect(refused.ms).toBeLessThan(3_000);
    expect((await call(c.url, 'POST', '/api/auth/login', undefined, { username: loginName, password: PASSWORD })).status).toBe(200);
    await redis.start();
    const back = Date.now();
    // Its matchmaker starts accepting once Redis answers: the first room it creates is then reachable from the others.
    let created: Response | undefined;
    while (Date.now() - back < 5_000) {
      const res = await fetch(`${c.url}/api/competitive/create-room`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ dictionaryType: 'saved', dictionaryData: SPANISH, pairCount: 5, maxPlayers: 2 }),
      });
      if (res.status === 201) {
        created = res;
        break;
      }
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.log('a process started without Redis created its first room', Date.now() - back, 'ms after Redis answered');
    expect(created?.status).toBe(201);
    const code = ((await created!.json()) as { room: { roomCode: string } }).room.roomCode;
    // Every process reads it once its own connections are back too.
    const reads = async (): Promise<number[]> =>
      (await Promise.all(products.map((product) => call(product.url, 'GET', `/api/competitive/room/${code}`, tokens[0])))).map((r) => r.status);
    await expect.poll(reads, { timeout: 2_000, interval: 50 }).toEqual([200, 200, 200]);
    expect(products.map((p) => p.alive())).toEqual([true, true, true]);
    // Stopped while Redis is away (again): its rooms are still told and closed, and it exits 0.
    await redis.kill();
    c.signal('SIGTERM');
    const exitCode = await c.exited;
    const shutdownLines = c.lines.map((line) => line.text).join('\n');
    expect(exitCode, shutdownLines).toBe(0);
    expect(shutdownLines).toContain('MatchDrop stopped');
    expect(shutdownLines).not.toMatch(/shutdown: .* failed/);
  }, 60_000);
});
