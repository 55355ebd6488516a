// The product (startServer: the same composition as `npm start`, from the BUILT packages) and a bare Express 5
// `res.json({ ok: true })` app, in ONE process of their own, so bench/api-reads.ts measures both from outside
// under the same process state. DATABASE_URL picks Postgres, else PGlite in a temporary DATA_DIR. Seeds a
// realistic library, then prints one JSON line with the URLs and ids the bench asks for.
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken } from '@matchdrop/api';
import { sql } from '@matchdrop/db';
import { parseConfig, productLogger, startServer } from '@matchdrop/server';
import express from 'express';
import postgres from 'postgres';
import { MIXED_USERS } from './mixed.ts';

const USERS = 300;
const GAMES_PER_USER = 10;
const PAIRS_PER_GAME = 40;
const PLAYS = 20_000;
const NOTIFICATIONS_PER_USER = 20;
const CATEGORIES = ['languages', 'geography', 'science', 'history', 'music', 'sport', 'maths', 'art'];
const JWT_SECRET = 'bench-api-reads-secret-0123456789abcdef';

const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-bench-api-'));
const config = parseConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-password',
  JWT_SECRET,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
// The product's own logger at the production level (info: one line per request), written nowhere, so logging
// costs what it costs in production.
const logger = productLogger('info', '/dev/null');
const server = await startServer(config, { logger });
const db = server.db.db;

// Seeded in SQL (the same on both backends): what the API would have written, without spending the bench on it.
await sql`insert into users (username, email, password_hash, is_verified)
  select 'player_' || i, 'player' || i || '@example.com', 'not-a-login', true from generate_series(1, ${USERS}) i`.execute(db);
const owners = await sql<{ id: number }>`select id from users where username like 'player\\_%' order by id`.execute(db);
const firstUser = owners.rows[0]!.id;
const GAME_BATCH = 500;
for (let from = 1; from <= USERS * GAMES_PER_USER; from += GAME_BATCH) {
  await sql`insert into dictionaries (owner_id, name, description, data, is_public, category, created_at)
    select ${firstUser} + (g % ${USERS}), 'Game ' || g, 'Words and meanings, set ' || g,
      (select jsonb_object_agg('word ' || g || '-' || p, 'meaning number ' || p) from generate_series(1, ${PAIRS_PER_GAME}) p),
      g % 3 = 0, (array[${sql.join(CATEGORIES)}])[1 + g % ${CATEGORIES.length}],
      now() - make_interval(mins => g)
    from generate_series(${from}::int, ${from + GAME_BATCH - 1}::int) g`.execute(db);
}
const { rows: publicGames } = await sql<{ id: number }>`select id from dictionaries where is_public order by id limit 1`.execute(db);
const gameId = publicGames[0]!.id;
// Plays: a third on the measured game (a real leaderboard), the rest spread over the public games.
// In batches: each statement stays well inside the product's bound on one query, even on a busy machine.
const PLAY_BATCH = 2_000;
for (let from = 1; from <= PLAYS; from += PLAY_BATCH) {
  await sql`with pub as (select id, row_number() over (order by id) - 1 as k from dictionaries where is_public)
    insert into game_sessions (dictionary_id, user_id, pairs, score, accuracy, time_ms, correct, wrong, missed_pairs, played_at, verified)
    select case when s % 3 = 0 then ${gameId} else pub.id end,
      ${firstUser} + (s % ${USERS}), 10, (s * 7919) % 1000, (s % 100), 20000 + (s % 50000), 10, s % 5,
      case when s % 4 = 0 then jsonb_build_array(jsonb_build_array('word 1-' || (s % 5), 'meaning number ' || (s % 5))) else '[]'::jsonb end,
      now() - make_interval(secs => s), true
    from generate_series(${from}::int, ${from + PLAY_BATCH - 1}::int) s join pub on pub.k = s % (select count(*) from pub)`.execute(db);
}
await sql`insert into notifications (user_id, type, title, message, is_read, created_at)
  select ${firstUser} + (n % ${USERS}), 'other', 'Notice ' || n, 'Something happened', n % 2 = 0, now() - make_interval(mins => n)
  from generate_series(1, ${USERS * NOTIFICATIONS_PER_USER}) n`.execute(db);
// Vacuumed as well as analysed: otherwise Postgres's autovacuum wakes up for the fresh rows in the middle of the
// measurements and takes a core from the runs it falls on.
// On PostgreSQL over a connection of its own: the product's 3.5-s bound on a statement is for requests, and a
// whole-database vacuum on a busy shared machine took longer and ended the bench before it began.
if (process.env.DATABASE_URL) {
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin`vacuum analyze`;
  await admin.end();
} else {
  await sql`vacuum analyze`.execute(db);
}

const token = signToken({ jwtSecret: JWT_SECRET }, { id: firstUser, role: 'user' }, new Date());
// The mixed run's class: MIXED_USERS signed-in users and the few public games their teacher picked.
const tokens = owners.rows.slice(0, MIXED_USERS).map((row) => signToken({ jwtSecret: JWT_SECRET }, { id: row.id, role: 'user' }, new Date()));
const { rows: classGames } = await sql<{ id: number }>`select id from dictionaries where is_public order by id limit 6`.execute(db);

const bare = express();
bare.get('/ok', (_req, res) => {
  res.json({ ok: true });
});
// The mixed run's paths too (the machine's floor in bench/api-reads.ts): the same answer, whatever was asked.
bare.use((_req, res) => {
  res.json({ ok: true });
});
const bareServer = createServer(bare);
await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));

process.stdout.write(
  `${JSON.stringify({ ready: true, product: `http://127.0.0.1:${server.port}`, bare: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/ok`, token, gameId, kind: server.db.kind, tokens, classGames: classGames.map((g) => g.id) })}\n`,
);

// Asked before and after each run: this process's CPU time, which other load on the machine does not inflate.
// 'stop' (or the bench going away) ends the process.
let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  bareServer.close();
  void server
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
};
// Young-generation collections so far (count, total and longest pause): each pause holds every request behind it,
// so they are what a p99 of a few milliseconds is made of.
const youngGc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
    if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MINOR) continue;
    youngGc.count += 1;
    youngGc.totalMs += entry.duration;
    youngGc.maxMs = Math.max(youngGc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', (message) => {
  if (message === 'stop') return stop();
  if (message === 'reset-gc') return Object.assign(youngGc, { count: 0, totalMs: 0, maxMs: 0 });
  const { user, system } = process.cpuUsage();
  if (process.connected) process.send?.({ cpuMicros: user + system, systemMicros: system, readCache: server.db.readCache?.stats(), youngGc: { ...youngGc } });
});
process.on('disconnect', stop);
