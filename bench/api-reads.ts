// API reads against a bare Express 5 handler: the product and a bare `res.json({ ok: true })` app run in one
// child process (bench/api-reads/server.ts, seeded with a few hundred users, thousands of games and plays);
// this process drives them with autocannon, 32 connections, alternating bare, route, bare, route… so whatever
// else the machine does weighs on both (three pairs per route, the median pair printed). Prints each read's req/s, its ratio to the bare handler measured
// right before it, the baseline ratio and the target: on PGlite, and on Postgres when DATABASE_URL is set or
// the local server at 127.0.0.1:5432 answers (a fresh database, dropped afterwards). Then, on the same product, the
// mixed run (api-reads/mixed.ts): a class session of 200 users at 500 requests/s, one judged play (a deal, then its
// record of attempts) per five reads, with
// requests/s, p50/p99 and the product's CPU per request beside the target and the figures of commit 2c2e90d, three
// runs in a row (API_READS_MIXED_RUNS) judged on the median run's p99, the pooled p99 printed beside it; first
// the same schedule against the bare handler, whose p99 is what the machine and the load generator alone add.
// On PGlite it also prints the read cache's hit rate over the run (db's pglite-read-cache.ts), and every mixed run the
// load average, since the machine is shared. API_READS_MIXED_ONLY=1 skips the read-only ratios; API_READS_MIXED_RATE
// changes the offered rate; API_READS_ONLY=pglite|postgres runs one backend.
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { MIXED_RATE, MIXED_USERS, mixedRun, type MixedResult, type MixedUser } from './api-reads/mixed.ts';
import { percentile } from './support/percentile.ts';

/** What the product's read cache (PGlite only) reports: db's ReadCacheStats. */
/** The product's young-generation collections since the last 'reset-gc' (bench/api-reads/server.ts). */
interface YoungGc {
  count: number;
  totalMs: number;
  maxMs: number;
}

interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  listening: boolean;
}

const CONNECTIONS = 32;
const DURATION_S = 2;
/** Bare/route pairs per route; the median pair is printed, so one disturbed run does not decide. */
const PAIRS = 3;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = { postgres: 0.5, pglite: 0.3 } as const;
/**
 * The mixed run at 500 req/s on commit 2c2e90d, which still had the answer cache (58% of reads answered from it on
 * Postgres, 21% on PGlite, where the plays empty it): µs of product CPU per request, on this 2-core machine shared
 * with other work (neither backend kept up with 500 req/s, with or without the cache).
 */
const MIXED_CPU_BASELINE_2C2E90D = { postgres: 2500, pglite: 7500 } as const;
/**
 * The same on commit ec6d6a8 (no cache; every query built by Kysely and given a reserved connection), before the
 * hot queries were compiled once and sent straight to the pool (db/src/compiled-once.ts): µs of product CPU per
 * request, run beside this code at a load average of 6 on this machine (after: about 1050 on Postgres, 2900 on PGlite).
 */
const MIXED_CPU_BASELINE_EC6D6A8 = { postgres: 1520, pglite: 3560 } as const;
/** The mixed run's p99 target (ms) at MIXED_RATE requests/s, with the load generator on the same machine. */
const MIXED_P99_TARGET_MS = { postgres: 20, pglite: 40 } as const;
type Backend = keyof typeof TARGET;

interface Ready {
  product: string;
  bare: string;
  token: string;
  gameId: number;
  /** The mixed run's users' tokens and the games their class plays. */
  tokens: string[];
  classGames: number[];
}

interface Route {
  name: string;
  path: (ready: Ready) => string;
  /** Sent with the logged-in user's bearer token. */
  auth?: boolean;
}

const ROUTES: Route[] = [
  { name: 'game by id', path: (r) => `/api/v2/dictionaries/${r.gameId}` },
  { name: 'public list', path: () => '/api/dictionaries/public' },
  { name: 'public search', path: () => '/api/v2/dictionaries/public/search?q=game&category=science' },
  { name: 'leaderboard', path: (r) => `/api/v2/dictionaries/${r.gameId}/leaderboard` },
  { name: 'history', path: (r) => `/api/v2/dictionaries/${r.gameId}/history`, auth: true },
  { name: 'analytics', path: (r) => `/api/v2/dictionaries/${r.gameId}/analytics` },
  { name: 'own games', path: () => '/api/dictionaries', auth: true },
  { name: 'unread count', path: () => '/api/sharing/notifications/unread-count', auth: true },
];

/**
 * Ratios route/bare measured with this file on the untouched code (commit ffde021), on this 2-core machine
 * shared with other work, for the before/after comparison.
 */
const BASELINE_FFDE021: Record<Backend, Record<string, number>> = {
  pglite: { 'game by id': 0.05, 'public list': 0.01, 'public search': 0.01, leaderboard: 0.03, history: 0.01, analytics: 0.02, 'own games': 0.03, 'unread count': 0.02 },
  postgres: { 'game by id': 0.16, 'public list': 0.02, 'public search': 0.01, leaderboard: 0.12, history: 0.04, analytics: 0.08, 'own games': 0.08, 'unread count': 0.07 },
};

/**
 * The product process's CPU time per request of each route on commit ffde021 (µs; on Postgres the database
 * server's own work is not in it). Steadier than req/s on a machine shared with other work.
 */
const BASELINE_CPU_FFDE021: Record<Backend, Record<string, number>> = {
  pglite: { 'game by id': 2308, 'public list': 16249, 'public search': 12919, leaderboard: 6219, history: 18010, analytics: 7319, 'own games': 7006, 'unread count': 5114 },
  postgres: { 'game by id': 1050, 'public list': 2980, 'public search': 2408, leaderboard: 1282, history: 1948, analytics: 1003, 'own games': 1076, 'unread count': 952 },
};

function startProduct(databaseUrl: string | undefined): Promise<{ child: ChildProcess; ready: Ready }> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // API_READS_PROFILE_DIR=<dir>: the product's CPU profile (--cpu-prof) of the run, to see where the time goes.
  const profileDir = process.env.API_READS_PROFILE_DIR;
  const execArgv = profileDir ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : process.execArgv;
  const child = fork(fileURLToPath(new URL('./api-reads/server.ts', import.meta.url)), [], { env, execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the product exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      // Only the ready line is JSON. A run with --trace-gc (say) prints its own lines too: passed on, marked as the product's.
      if (!line.startsWith('{')) {
        process.stderr.write(`[product] ${line}\n`);
        return;
      }
      const ready = JSON.parse(line) as Ready & { ready?: boolean };
      if (ready.ready) resolve({ child, ready });
    });
  });
}

/** The product process's CPU time so far, in microseconds (its answer to any IPC message). */
function productCpu(child: ChildProcess): Promise<number> {
  return productCpuSplit(child).then((cpu) => cpu.total);
}

/** productCpu, with the part spent in the kernel (socket reads and writes, mostly) apart. */
function productCpuSplit(child: ChildProcess): Promise<{ total: number; system: number; readCache: ReadCacheStats | undefined; youngGc: YoungGc | undefined }> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown): void => {
      const { cpuMicros, systemMicros, readCache, youngGc } = message as { cpuMicros?: number; systemMicros?: number; readCache?: ReadCacheStats; youngGc?: YoungGc };
      if (typeof cpuMicros !== 'number') return;
      child.off('message', onMessage);
      resolve({ total: cpuMicros, system: systemMicros ?? 0, readCache, youngGc });
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

interface Measured {
  rps: number;
  /** The product process's CPU time per answered request: what the route costs, however busy the machine. */
  cpuMicrosPerRequest: number;
  non2xx: number;
}

async function measure(child: ChildProcess, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const cpuBefore = await productCpu(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpu = (await productCpu(child)) - cpuBefore;
  return { rps: result.requests.average, cpuMicrosPerRequest: cpu / Math.max(1, result.requests.total), non2xx: result.non2xx + result.errors + result.timeouts };
}

async function bench(backend: Backend, databaseUrl?: string): Promise<void> {
  const started = performance.now();
  const { child, ready } = await startProduct(databaseUrl);
  console.log(
    `\n${backend}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION_S} s per run, bare and route alternated, the median of ${PAIRS} pairs`,
  );
  try {
    if (process.env.API_READS_MIXED_ONLY !== '1') await readOnlyRuns(backend, child, ready);
    await mixed(backend, child, ready);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send('stop');
    await exited;
  }
}

/**
 * The class session's runs in a row on the same product (API_READS_MIXED_RUNS, default 3). On a shared 2-core machine
 * one run's p99 swings with whatever else the machine does, so the target is judged on the median run, as the
 * read-only ratios are; the pooled p99 of every run's requests is printed beside it.
 */
const MIXED_RUNS = Number(process.env.API_READS_MIXED_RUNS ?? 3);

async function mixed(backend: Backend, child: ChildProcess, ready: Ready): Promise<void> {
  const target = MIXED_P99_TARGET_MS[backend];
  const users = ready.tokens.map((token) => ({ token }));
  // The machine's own floor: the same schedule against the bare handler of the product's process, which answers
  // every path with { ok: true } and asks no database. Its p99 is what the machine and the load generator add.
  const floor = await mixedRun(ready.bare, users, ready.classGames);
  console.log(`mixed schedule against the bare handler (the machine's floor): p50 ${floor.p50Ms.toFixed(1)} ms, p99 ${floor.p99Ms.toFixed(1)} ms`);
  const runs: MixedResult[] = [];
  for (let run = 1; run <= MIXED_RUNS; run++) runs.push(await mixedOnce(backend, child, ready, users, `run ${run} of ${MIXED_RUNS}`));
  const byP99 = runs.map((r) => r.p99Ms).sort((a, b) => a - b);
  const median = byP99[Math.floor(byP99.length / 2)]!;
  const pooled = percentile(
    runs.flatMap((r) => r.latenciesMs).sort((a, b) => a - b),
    99,
  );
  console.log(
    `mixed, ${runs.length} runs: p99 ${runs.map((r) => r.p99Ms.toFixed(1)).join(' / ')} ms, median ${median.toFixed(1)} ms ` +
      `(target < ${target} ms: ${median < target ? 'ok' : 'ABOVE'}); every run's requests pooled: p99 ${pooled.toFixed(1)} ms`,
  );
}

/** One run of the class session (api-reads/mixed.ts): requests/s, latency from the scheduled time, CPU per request. */
async function mixedOnce(backend: Backend, child: ChildProcess, ready: Ready, users: readonly MixedUser[], label: string): Promise<MixedResult> {
  child.send('reset-gc');
  const cpuBefore = await productCpuSplit(child);
  const result = await mixedRun(ready.product, users, ready.classGames);
  const cpuAfter = await productCpuSplit(child);
  const cpuMicros = cpuAfter.total - cpuBefore.total;
  const cache =
    cpuAfter.readCache && cpuBefore.readCache
      ? { hits: cpuAfter.readCache.hits - cpuBefore.readCache.hits, misses: cpuAfter.readCache.misses - cpuBefore.readCache.misses }
      : undefined;
  const systemShare = (cpuAfter.system - cpuBefore.system) / Math.max(1, cpuMicros);
  const target = MIXED_P99_TARGET_MS[backend];
  console.log(
    `mixed ${label} (${MIXED_USERS} users, 1 play per 5 reads, ${MIXED_RATE} req/s offered): ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
      `p99 ${result.p99Ms.toFixed(1)} ms (target < ${target} ms: ${result.p99Ms < target ? 'ok' : 'ABOVE'}), p99 of plays ${result.writeP99Ms.toFixed(1)} ms, ` +
      `${(cpuMicros / Math.max(1, result.requests)).toFixed(0)} µs server CPU/req (${(systemShare * 100).toFixed(0)}% in the kernel; warm-up included; ${MIXED_CPU_BASELINE_EC6D6A8[backend]} µs on ec6d6a8, ${MIXED_CPU_BASELINE_2C2E90D[backend]} µs with the answer cache of 2c2e90d)` +
      (result.failures > 0 ? `, ${result.failures} failed!` : ''),
  );
  if (cache) {
    const reads = cache.hits + cache.misses;
    console.log(
      `  read cache (PGlite): ${cache.hits} of ${reads} cacheable statements answered from memory (${((cache.hits / Math.max(1, reads)) * 100).toFixed(0)}%), ` +
        `${cpuAfter.readCache!.entries} entries; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
  } else {
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
  console.log(
    `  p50/p99 by step (ms): ${Object.entries(result.bySteps)
      .map(([name, s]) => `${name} ${s.p50Ms.toFixed(1)}/${s.p99Ms.toFixed(1)}`)
      .join(', ')}`,
  );
  const gc = cpuAfter.youngGc;
  if (gc) {
    console.log(`  young-generation collections in the product (warm-up included): ${gc.count}, ${gc.totalMs.toFixed(0)} ms in all, the longest ${gc.maxMs.toFixed(1)} ms`);
  }
  return result;
}

async function readOnlyRuns(backend: Backend, child: ChildProcess, ready: Ready): Promise<void> {
  console.log(
    `${'route'.padEnd(14)} ${'bare req/s'.padStart(10)} ${'route req/s'.padStart(11)} ${'ratio'.padStart(6)} ${'baseline'.padStart(9)} ${'target'.padStart(7)}       ${'µs CPU/req (bare, route, baseline route)'}`,
  );
  {
    // A short warm-up of both, so the first pair is not the JIT's.
    await measure(child, ready.bare);
    await measure(child, `${ready.product}${ROUTES[0]!.path(ready)}`);
    for (const route of ROUTES) {
      const headers: Record<string, string> = route.auth ? { authorization: `Bearer ${ready.token}` } : {};
      const pairs: { bare: Measured; measured: Measured }[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const bare = await measure(child, ready.bare);
        pairs.push({ bare, measured: await measure(child, `${ready.product}${route.path(ready)}`, headers) });
      }
      pairs.sort((a, b) => a.measured.rps / a.bare.rps - b.measured.rps / b.bare.rps);
      const { bare, measured } = pairs[Math.floor(PAIRS / 2)]!;
      measured.non2xx = pairs.reduce((sum, p) => sum + p.measured.non2xx, 0);
      const ratio = measured.rps / bare.rps;
      const baseline = BASELINE_FFDE021[backend][route.name];
      const baselineCpu = BASELINE_CPU_FFDE021[backend][route.name];
      const flag = ratio >= TARGET[backend] ? 'ok' : 'BELOW';
      const failures = measured.non2xx > 0 ? `  (${measured.non2xx} non-2xx/errors!)` : '';
      console.log(
        `${route.name.padEnd(14)} ${bare.rps.toFixed(0).padStart(10)} ${measured.rps.toFixed(0).padStart(11)} ${ratio.toFixed(2).padStart(6)} ${(baseline?.toFixed(2) ?? '–').padStart(9)} ${`≥ ${TARGET[backend]}`.padStart(7)} ${flag.padEnd(5)} ${bare.cpuMicrosPerRequest.toFixed(0).padStart(5)} ${measured.cpuMicrosPerRequest.toFixed(0).padStart(6)} ${(baselineCpu?.toFixed(0) ?? '–').padStart(6)}${failures}`,
      );
    }
  }
}

/** A fresh database on the given server, or undefined when no Postgres answers. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch {
    await admin.end({ timeout: 1 });
    return undefined;
  }
  const name = `matchdrop_bench_api_${process.pid}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

// API_READS_ONLY=pglite|postgres: one backend (profiling).
const only = process.env.API_READS_ONLY;
if (only !== 'postgres') await bench('pglite');
const pg = only === 'pglite' ? undefined : await freshPostgres();
if (pg) {
  try {
    await bench('postgres', pg.url);
  } finally {
    await pg.drop();
  }
} else {
  console.log('\npostgres: no server at DATABASE_URL or 127.0.0.1:5432, skipped');
}
