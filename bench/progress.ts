// Progress figures at scale: 100,000 plays of one saved game by 1,000 players (the worst case for one
// game's figures), then the game's leaderboard, a player's history and the game's analytics answered
// through the real API over HTTP, on embedded PGlite and (when one answers on 127.0.0.1:5432 or
// DATABASE_URL is set) on PostgreSQL. Goal: each under 20 ms at p95. Also prints the query plans, so an
// index that stopped being used shows here.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp, createMailer, signToken } from '@matchdrop/api';
import { sql, type DbHandle } from '@matchdrop/db';
import { pino } from 'pino';
import { onFreshPglite, onFreshPostgres } from './support/fresh-databases.ts';
import { percentile } from './support/percentile.ts';
import { benchApiConfig } from './support/api-config.ts';

const PLAYS = 100_000;
const PLAYERS = 1_000;
const PAIRS = 30;
const REQUESTS = 300;
const GOAL_P95_MS = 20;
const INSERT_BATCH = 2_000;
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const config = benchApiConfig;

/** A small deterministic generator (the figures must not depend on Math.random). */
function lcg(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

async function fill(handle: DbHandle): Promise<{ gameId: number; userId: number }> {
  const { db } = handle;
  const users = await db
    .insertInto('users')
    .values(Array.from({ length: PLAYERS }, (_, i) => ({ username: `bench_${i}`, email: `bench_${i}@example.com`, password_hash: 'x', is_verified: true })))
    .returning('id')
    .execute();
  const data = Object.fromEntries(
    Array.from({ length: PAIRS }, (_, i) => [
      [`w${i}`, `m${i}`],
      [`m${i}`, `w${i}`],
    ]).flat(),
  );
  const game = await db.insertInto('dictionaries').values({ owner_id: users[0]!.id, name: 'Bench', data, is_public: true }).returning('id').executeTakeFirstOrThrow();
  const random = lcg(42);
  const started = performance.now();
  for (let done = 0; done < PLAYS; done += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, PLAYS - done) }, (_, i) => {
      const k = Math.floor(random() * PAIRS);
      return {
        dictionary_id: game.id,
        user_id: users[Math.floor(random() * PLAYERS)]!.id,
        pairs: 10,
        score: Math.floor(random() * 40),
        accuracy: Math.round(random() * 10_000) / 100,
        time_ms: 5_000 + Math.floor(random() * 60_000),
        correct: 10,
        wrong: Math.floor(random() * 5),
        missed_pairs: random() < 0.5 ? [[`w${k}`, `m${k}`] as [string, string]] : [],
        played_at: new Date(Date.UTC(2025, 0, 1) + (done + i) * 60_000),
        // Judged plays (R-JUDGE-5): the ones the leaderboard and the analytics read.
        verified: true,
      };
    });
    await db.insertInto('game_sessions').values(rows).execute();
  }
  console.log(`  filled ${PLAYS} plays by ${PLAYERS} players in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sql`analyze`.execute(db);
  return { gameId: game.id, userId: users[1]!.id };
}

async function explain(handle: DbHandle, label: string, query: ReturnType<typeof sql>): Promise<void> {
  const result = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(handle.db);
  const plan = result.rows.map((row) => row['QUERY PLAN']).filter((line) => /Scan|Sort|Limit|Aggregate/.test(line));
  console.log(`  plan ${label.padEnd(11)} ${plan.map((line) => line.trim().replace(/\s+\(cost.*$/, '')).join(' ← ')}`);
}

async function measure(kind: string, handle: DbHandle): Promise<boolean> {
  console.log(`\nbench/progress on ${kind}`);
  const { gameId, userId } = await fill(handle);
  const key = `d:${gameId}`;
  await explain(handle, 'leaderboard', sql`select * from game_player_bests where game_key = ${key} order by score desc, time_ms, played_at, user_id limit 20`);
  await explain(handle, 'history', sql`select * from game_sessions where game_key = ${key} and user_id = ${userId} order by played_at desc, id desc limit 50`);
  await explain(handle, 'hardest', sql`select * from game_pair_misses where game_key = ${key} order by misses desc, a, b limit 5`);

  const logger = pino({ level: 'silent' });
  const app = createApp({ db: handle.db, dbKind: handle.kind, mailer: createMailer({ from: 'bench@example.com', logger }), clock: { now: () => new Date() }, config, logger });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/dictionaries/${gameId}`;
  const user = await handle.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const headers = { authorization: `Bearer ${signToken(config, user, new Date())}` };
  let met = true;
  try {
    for (const path of ['leaderboard', 'history', 'analytics']) {
      for (let i = 0; i < 20; i++) await (await fetch(`${base}/${path}`, { headers })).arrayBuffer(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await fetch(`${base}/${path}`, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      met &&= p95 < GOAL_P95_MS;
      console.log(
        `  ${path.padEnd(11)} p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (${REQUESTS} requests, goal p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }
  return met;
}

let ok = true;
ok = (await onFreshPglite((handle) => measure('pglite (in memory)', handle))) && ok;

ok = (await onFreshPostgres(SERVER_URL, 'bench/progress', (handle) => measure('postgres', handle))) && ok;
process.exit(ok ? 0 : 1);
