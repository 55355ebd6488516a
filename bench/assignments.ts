// Classes and assignments at school scale (issue 24): 2,000 students, 80 classes of 40, 400 assignments, 2 million
// stored attempts, seeded in bulk SQL (generate_series) so seeding takes seconds. Then, through the real API over
// HTTP, on embedded PGlite and (when one answers on 127.0.0.1:5432 or DATABASE_URL is set) on PostgreSQL:
// - the report of a 40-student assignment and the gradebook of a class with 20 assignments, p95 (target < 50 ms);
// - a class of 40 playing the same assignment at once, one attempt per second each, every attempt judged and
//   stored by the server: acknowledged at p99 (target < 50 ms).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createApp, createMailer, signToken, type ApiConfig } from '@matchdrop/api';
import { migrateToLatest, openDatabase, sql, type DbHandle } from '@matchdrop/db';
import postgres from 'postgres';
import { pino } from 'pino';
import { postgresAnswers } from './support/postgres.ts';
import { percentile } from './support/percentile.ts';

const STUDENTS = 2_000;
const CLASSES = 80;
const CLASS_SIZE = 40;
const ASSIGNMENTS = 400;
const GRADEBOOK_ASSIGNMENTS = 20;
const PLAYS_PER_STUDENT = 5;
const ATTEMPTS_PER_PLAY = 25; // 16,000 student-assignments × 5 plays × 25 = 2,000,000 attempts
const PAIRS = 10;
const READS = 200;
const PLAY_SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 15);
const WARM_UP_MS = 3_000;
const TARGET_MS = 50;
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_BACKENDS=postgres (or pglite) measures only that one. */
class Skip extends Error {}

const config: ApiConfig = {
  jwtSecret: 'bench-secret-bench-secret-bench-secret!',
  publicUrl: 'http://localhost',
  requireEmailVerification: false,
  ai: { model: 'none', dailyMessages: 0, dailySessions: 0, urlAllowHosts: [] },
};

const pairsJson = JSON.stringify(Array.from({ length: PAIRS }, (_, i) => [`w${i}`, `m${i}`]));

/** The whole school in eight statements. Ids are known: the database is fresh (students 1–2000, teachers 2001–2080, classes 1–80). */
const SEED = [
  `insert into users (username, email, password_hash, is_verified) select 'bench_s' || g, 'bench_s' || g || '@example.com', 'x', true from generate_series(1, ${STUDENTS}) g`,
  `insert into users (username, email, password_hash, is_verified) select 'bench_t' || g, 'bench_t' || g || '@example.com', 'x', true from generate_series(1, ${CLASSES}) g`,
  `insert into classes (teacher_id, name, code) select ${STUDENTS} + c, 'Class ' || c, 'K' || lpad(c::text, 5, '0') from generate_series(1, ${CLASSES}) c`,
  `insert into class_members (class_id, user_id, joined_at) select c, ((c - 1) * 25 + k) % ${STUDENTS} + 1, now() - interval '30 days' from generate_series(1, ${CLASSES}) c, generate_series(0, ${CLASS_SIZE - 1}) k`,
  // Class 1 gets 20 assignments (the gradebook measured), the other 380 are spread over the other classes.
  `insert into assignments (class_id, game_type, builtin_game_id, game_name, pairs, pair_count, due_at, goal_kind, goal_number, accept_late, created_at)
   select case when a <= ${GRADEBOOK_ASSIGNMENTS} then 1 else 2 + ((a - ${GRADEBOOK_ASSIGNMENTS + 1}) % ${CLASSES - 1}) end, 'builtin', 'animals', 'Bench game ' || a,
     '${pairsJson}'::jsonb, ${PAIRS}, now() + ((a % 14) - 4) * interval '1 day', 'mastery', 2, a % 2 = 0, now() - interval '20 days'
   from generate_series(1, ${ASSIGNMENTS}) a`,
  `insert into assignment_progress (assignment_id, student_id, plays_started, plays_completed, attempts, correct, time_ms, mastered, goal_reached_at, last_activity_at)
   select a.id, m.user_id, ${PLAYS_PER_STUDENT}, ${PLAYS_PER_STUDENT - 1}, ${PLAYS_PER_STUDENT * ATTEMPTS_PER_PLAY}, ${PLAYS_PER_STUDENT * 20}, 250000, (a.id + m.user_id) % 11,
     case when (a.id + m.user_id) % 11 = 10 then now() - interval '5 days' end, now() - interval '1 day'
   from assignments a join class_members m on m.class_id = a.class_id`,
  `insert into assignment_plays (assignment_id, student_id, state, started_at, last_at, finished_at)
   select p.assignment_id, p.student_id, '{"items":[],"initialPairs":5,"matched":[],"tried":[]}'::jsonb, now() - interval '10 days' + k * interval '1 hour',
     now() - interval '10 days' + k * interval '1 hour' + interval '5 minutes', now() - interval '10 days' + k * interval '1 hour' + interval '5 minutes'
   from assignment_progress p, generate_series(1, ${PLAYS_PER_STUDENT}) k`,
  // One attempt in five is wrong, onto a counterpart three pairs along: every pair has a confusion to find.
  `insert into assignment_attempts (play_id, assignment_id, student_id, pair_index, item, chosen, correct, first_try, ms, at)
   select pl.id, pl.assignment_id, pl.student_id, k % ${PAIRS}, 'w' || (k % ${PAIRS}), case when (pl.id * 31 + k * 17) % 5 <> 0 then 'm' || (k % ${PAIRS}) else 'm' || ((k + 3) % ${PAIRS}) end,
     (pl.id * 31 + k * 17) % 5 <> 0, k < ${PAIRS}, 500 + (pl.id * 7 + k * 13) % 4000, pl.started_at + k * interval '5 seconds'
   from assignment_plays pl, generate_series(0, ${ATTEMPTS_PER_PLAY - 1}) k`,
  `insert into assignment_pair_progress (assignment_id, student_id, pair_index, attempts, correct, first_tries, first_tries_right, first_try_plays, wrong)
   select p.assignment_id, p.student_id, i, 12, 10, 5, (p.student_id + i) % 4, (p.student_id + i) % 4, 2 from assignment_progress p, generate_series(0, ${PAIRS - 1}) i`,
  `insert into assignment_confusions (assignment_id, student_id, pair_index, chosen, count)
   select p.assignment_id, p.student_id, i, 'm' || ((i + 3) % ${PAIRS}), 2 from assignment_progress p, generate_series(0, ${PAIRS - 1}) i`,
];

type Run = (statement: string) => Promise<unknown>;

/**
 * Bulk seeding: the foreign-key triggers are skipped (session_replication_role = replica: the rows are consistent by
 * construction) and the attempts' secondary indexes are dropped and built again afterwards, from their own definitions.
 */
async function seed(handle: DbHandle, run: Run): Promise<void> {
  const started = performance.now();
  const indexes = await sql<{
    indexname: string;
    indexdef: string;
  }>`select indexname, indexdef from pg_indexes where tablename = 'assignment_attempts' and indexname <> 'assignment_attempts_pkey'`.execute(handle.db);
  await run('set session_replication_role = replica');
  for (const { indexname } of indexes.rows) await run(`drop index ${indexname}`);
  for (const statement of SEED) await run(statement);
  for (const { indexdef } of indexes.rows) await run(indexdef);
  await run('set session_replication_role = default');
  // Vacuumed now, so autovacuum does not wake up on 2 million new rows in the middle of the measurements.
  await run('vacuum analyze');
  const { count } = await handle.db
    .selectFrom('assignment_attempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(
    `  seeded ${STUDENTS} students, ${CLASSES} classes of ${CLASS_SIZE}, ${ASSIGNMENTS} assignments, ${Number(count).toLocaleString('en')} attempts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function line(label: string, times: number[], p: 95 | 99): boolean {
  times.sort((a, b) => a - b);
  const value = percentile(times, p);
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms  p${p} ${value.toFixed(2).padStart(6)} ms  (${times.length} requests; target p${p} < ${TARGET_MS} ms: ${value < TARGET_MS ? 'met' : 'MISSED'})`,
  );
  return value < TARGET_MS;
}

async function timedGets(url: string, token: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  return times;
}

interface Play {
  id: number;
  items: string[];
  initialPairs: number;
  matched: string[];
}

/** One student at one attempt a second: an item on the field dropped on its partner (one time in ten on a wrong one). */
async function student(
  base: string,
  token: string,
  assignmentId: number,
  partner: Map<string, string>,
  { from, until, offsetMs }: { from: number; until: number; offsetMs: number },
  times: number[],
): Promise<{ failures: number; misses: number }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const newPlay = async (): Promise<Play> => ((await (await fetch(`${base}/assignments/${assignmentId}/plays`, { method: 'POST', headers })).json()) as { play: Play }).play;
  let play = await newPlay();
  let failures = 0;
  let misses = 0;
  let n = 0;
  let missDue = false;
  await new Promise((resolve) => setTimeout(resolve, offsetMs));
  for (let next = performance.now(); performance.now() < until; next += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    const field = play.items.slice(0, 2 * (play.initialPairs + play.matched.length / 2)).filter((item) => !play.matched.includes(item));
    const item1 = field[0]!;
    const right = partner.get(item1)!;
    // A miss falls due every tenth attempt, and waits for a field with a wrong counterpart on it (a play's last pair has none).
    if (++n % 10 === 0) missDue = true;
    const wrong = missDue ? field.find((x) => x !== item1 && x !== right) : undefined;
    if (wrong) missDue = false;
    const item2 = wrong ?? right;
    const start = performance.now();
    try {
      const res = await fetch(`${base}/assignment-plays/${play.id}/attempts`, { method: 'POST', headers, body: JSON.stringify({ item1, item2 }) });
      const answer = (await res.json()) as { correct: boolean; finished: boolean };
      if (start >= from) times.push(performance.now() - start);
      if (res.status !== 200) failures += 1;
      else if (answer.correct) play.matched.push(item1, item2);
      else misses += 1;
      if (answer.finished) play = await newPlay();
    } catch {
      failures += 1; // a connection lost: counted as a failed attempt, and the student carries on
    }
  }
  return { failures, misses };
}

interface ClassWork {
  base: string;
  tokens: string[];
  assignmentId: number;
  partner: Array<[string, string]>;
}

/**
 * The class plays in a worker thread of its own, so the students' clients do not share the server's event loop (with
 * PGlite, the database runs on that loop too): what is timed is the server's answer, not the clients' turn.
 */
function playingClass(work: ClassWork): Promise<{ times: number[]; failed: number; missed: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: work });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function playClass({ base, tokens, assignmentId, partner }: ClassWork): Promise<{ times: number[]; failed: number; missed: number }> {
  const times: number[] = [];
  // The first seconds warm the process up (compiled code, pooled connections) and are not counted.
  const from = performance.now() + WARM_UP_MS;
  const until = from + PLAY_SECONDS * 1_000;
  const pairs = new Map(partner);
  const counts = await Promise.all(tokens.map((token, i) => student(base, token, assignmentId, pairs, { from, until, offsetMs: i * 25 }, times)));
  return { times, failed: counts.reduce((a, c) => a + c.failures, 0), missed: counts.reduce((a, c) => a + c.misses, 0) };
}

async function measure(kind: string, handle: DbHandle, run: Run): Promise<boolean> {
  console.log(`\nbench/assignments on ${kind}`);
  await seed(handle, run);
  // The machine's load beside the figures: on a shared machine they say as much about the neighbours as about the code.
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  const logger = pino({ level: 'silent' });
  const app = createApp({
    db: handle.db,
    dbKind: handle.kind,
    mailer: createMailer({ from: 'bench@example.com', logger }),
    clock: { now: () => new Date() },
    config,
    logger,
  });
  const server = createServer(app);
  // Longer than the clients' one second between attempts, so a kept-alive connection is never closed as it is reused.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const users = await handle.db.selectFrom('users').selectAll().execute();
  const tokens = new Map(users.map((u) => [u.id, signToken(config, u, new Date())]));
  const teacher = tokens.get(STUDENTS + 1)!;
  let met = true;
  try {
    met = line('report, 40-student assignment', await timedGets(`${base}/assignments/1/report`, teacher), 95) && met;
    met = line(`gradebook, ${GRADEBOOK_ASSIGNMENTS} assignments × 40 students`, await timedGets(`${base}/classes/1/gradebook`, teacher), 95) && met;
    met = line('gradebook.csv', await timedGets(`${base}/classes/1/gradebook.csv`, teacher), 95) && met;

    const created = await fetch(`${base}/classes/1/assignments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/json' },
      body: JSON.stringify({ gameType: 'builtin', gameId: 'animals', pairCount: 10, dueAt: new Date(Date.now() + 86_400_000).toISOString(), goal: { kind: 'mastery', times: 2 } }),
    });
    const assignmentId = ((await created.json()) as { assignment: { id: number } }).assignment.id;
    const key = await handle.db.selectFrom('assignments').select('pairs').where('id', '=', assignmentId).executeTakeFirstOrThrow();
    const partner = new Map(key.pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));
    const members = await handle.db.selectFrom('class_members').select('user_id').where('class_id', '=', 1).execute();
    const { times, failed, missed } = await playingClass({ base, tokens: members.map((m) => tokens.get(m.user_id)!), assignmentId, partner: [...partner] });
    met = line(`attempts, ${members.length} students × 1/s for ${PLAY_SECONDS} s`, times, 99) && met && failed === 0;
    console.log(`  ${missed} misses in all (each stores a confusion; a first try's queues the pair for review)`);
    if (failed > 0) console.log(`  ${failed} attempts were refused or lost`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }
  return met;
}

if (!isMainThread) {
  parentPort!.postMessage(await playClass(workerData as ClassWork));
} else {
  let ok = true;
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  const pglite = await openDatabase({});
  try {
    if (!backends.includes('pglite')) throw new Skip();
    await migrateToLatest(pglite.db);
    ok = (await measure('pglite (in memory)', pglite, (statement) => sql.raw(statement).execute(pglite.db))) && ok;
  } catch (err) {
    if (!(err instanceof Skip)) throw err;
  } finally {
    await pglite.close();
  }

  if (backends.includes('postgres') && (await postgresAnswers(SERVER_URL))) {
    const name = `matchdrop_bench_assignments_${process.pid}`;
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const pg = await openDatabase({ databaseUrl: url.toString() });
    // Seeding runs on a connection of its own: the product's driver gives up on a statement after a few seconds.
    const seeder = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await migrateToLatest(pg.db);
      ok = (await measure('postgres', pg, (statement) => seeder.unsafe(statement))) && ok;
    } finally {
      await seeder.end();
      await pg.close();
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    }
  } else {
    console.log('\nbench/assignments on postgres: skipped (no server on 127.0.0.1:5432 and no DATABASE_URL)');
  }
  process.exit(ok ? 0 : 1);
}
