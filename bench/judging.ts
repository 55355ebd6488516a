// Issue 34, free play judged by the server: 4,000 players finish a 10-pair game at once on one process, their records
// arriving within 10 s; each record is judged again against its deal and stored (R-JUDGE-2). Prints the p99 of the
// acknowledgement (goal: under 100 ms on PostgreSQL, under 200 ms on PGlite), the pure judge's CPU per attempt, and
// the server process's CPU per judged attempt under that load (the 4,000 clients run in a process of their own).
// The deals are asked for first (not timed here: Start → first frame is bench/client.ts's).
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createApp, createMailer, signToken } from '@matchdrop/api';
import type { DbHandle } from '@matchdrop/db';
import { dealtPairs, findBuiltinGame, judgeRecord, type DealAnswer, type RecordedAttempt } from '@matchdrop/shared';
import { pino } from 'pino';
import { onFreshPglite, onFreshPostgres } from './support/fresh-databases.ts';
import { percentile } from './support/percentile.ts';
import { benchApiConfig } from './support/api-config.ts';
import type { ClientsJob } from './judging/clients.ts';

const PLAYERS = 4_000;
const PAIRS = 10;
const ARRIVAL_MS = 10_000;
/** A hand's pace between attempts: the record's game lasts PAIRS × this. */
const GAP_MS = 400;
const GAME = findBuiltinGame('squares-table')!;
const GOAL_P99_MS = { postgres: 100, pglite: 200 } as const;
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const config = benchApiConfig;

const recordOf = (items: readonly string[]): RecordedAttempt[] =>
  Array.from({ length: items.length / 2 }, (_, i) => ({ a: items[2 * i]!, b: items[2 * i + 1]!, at: (i + 1) * GAP_MS }));

/** The pure judge alone: µs of CPU per attempt over many records (no I/O). */
function judgeCpuPerAttempt(): number {
  const deal = dealtPairs(GAME.data, PAIRS, 'bench');
  const attempts = recordOf(deal.flat());
  const rounds = 20_000;
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) if (!judgeRecord(deal, attempts, { issuedAt: 0, receivedAt: 10_000 }).ok) throw new Error('refused');
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (rounds * PAIRS);
}

async function measure(kind: 'postgres' | 'pglite', handle: DbHandle): Promise<boolean> {
  console.log(`\nbench/judging on ${kind}`);
  const users = await handle.db
    .insertInto('users')
    .values(Array.from({ length: PLAYERS }, (_, i) => ({ username: `judge_${i}`, email: `judge_${i}@example.com`, password_hash: 'x', is_verified: true })))
    .returningAll()
    .execute();
  const logger = pino({ level: 'silent' });
  const app = createApp({ db: handle.db, dbKind: handle.kind, mailer: createMailer({ from: 'bench@example.com', logger }), clock: { now: () => new Date() }, config, logger });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/builtin-games/${GAME.id}`;
  const post = async (path: string, token: string, body: unknown) => {
    const res = await fetch(`${base}/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json()) as unknown;
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  try {
    const tokens = users.map((user) => signToken(config, user, new Date()));
    const deals: DealAnswer[] = [];
    for (let i = 0; i < PLAYERS; i += 200)
      deals.push(...(await Promise.all(tokens.slice(i, i + 200).map((token) => post('deals', token, { pairs: PAIRS }) as Promise<DealAnswer>))));
    // Every record arrives within ARRIVAL_MS of the first, evenly spread: the end of a class's or a school's game.
    const clients = fork(fileURLToPath(new URL('./judging/clients.ts', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const answered = new Promise<{ times: number[]; elapsedMs: number }>((resolve, reject) => {
      clients.once('message', (answer) => resolve(answer as { times: number[]; elapsedMs: number }));
      clients.once('exit', (code) => reject(new Error(`the clients' process ended (${code})`)));
    });
    const cpu = process.cpuUsage();
    clients.send({
      url: `${base}/plays`,
      arrivalMs: ARRIVAL_MS,
      records: deals.map((deal, i) => ({ token: tokens[i]!, body: { deal: deal.deal, attempts: recordOf(deal.items) } })),
    } satisfies ClientsJob);
    const { times, elapsedMs } = await answered;
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    const goal = GOAL_P99_MS[kind];
    const { count } = await handle.db
      .selectFrom('game_sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('verified', '=', true)
      .executeTakeFirstOrThrow();
    console.log(
      `  ${PLAYERS} records of ${PAIRS} attempts in ${(elapsedMs / 1000).toFixed(1)} s: ack p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms (goal < ${goal} ms: ${p99 < goal ? 'met' : 'MISSED'}), max ${times.at(-1)!.toFixed(1)} ms; ${Number(count)} verified plays stored`,
    );
    console.log(`  server process CPU per judged attempt under load: ${((used.user + used.system) / (PLAYERS * PAIRS)).toFixed(0)} µs (HTTP, auth, limits, judge and database)`);
    return p99 < goal;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }
}

console.log(`bench/judging: the pure judge costs ${judgeCpuPerAttempt().toFixed(2)} µs of CPU per attempt`);
let ok = true;
ok = (await onFreshPglite((handle) => measure('pglite', handle))) && ok;

ok = (await onFreshPostgres(SERVER_URL, 'bench/judging', (handle) => measure('postgres', handle))) && ok;
process.exit(ok ? 0 : 1);
