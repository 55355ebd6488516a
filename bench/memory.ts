// Memory of the whole product under an API load, on each database: the built server (server/dist/main.js)
// in a child process whose resident memory (VmRSS) is sampled every 500 ms, idle after start-up, then
// during LOAD_MS of API traffic at REQUESTS_PER_SECOND (sign-ups, saved games, plays, searches,
// notifications, from CLIENTS users). Goal: the embedded database (PGlite) under 300 MB at this load.
// Bounded: about a minute per database. First, the peak (VmHWM) of a first start on a fresh data folder and of a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';

const MAIN = fileURLToPath(new URL('../server/dist/main.js', import.meta.url));
const IDLE_MS = 5_000;
const LOAD_MS = 40_000;
const REQUESTS_PER_SECOND = 40;
const CLIENTS = 40;
const GOAL_PGLITE_MB = 300;
const GOAL_FIRST_START_MB = 350;
const START_TIMEOUT_MS = 120_000;

/** The highest resident memory the process has had so far (VmHWM), in MB. */
async function peakMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The peak (VmHWM) of the default product's first start on a fresh data folder (the embedded database created:
 * from the template, db/src/pglite-template.ts, or by initdb) and of a restart on the same folder, each read once
 * it listens.
 */
async function startPeaks(): Promise<{ firstMb: number; restartMb: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-bench-start-'));
  try {
    const peaks: number[] = [];
    for (let start = 0; start < 2; start++) {
      const { child } = await startProduct({ DATA_DIR: dataDir });
      peaks.push(await peakMb(child.pid!));
      await stopProduct(child);
    }
    return { firstMb: peaks[0]!, restartMb: peaks[1]! };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function startProduct(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'bench-admin-password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the server did not start in time'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    // Only warnings and errors are shown; the info lines (the listening line among them) are read here.
    createInterface({ input: child.stderr! }).on('line', (line) => console.error(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (/"level":[4-6]\d/.test(line)) console.log(line);
      const match = /listening on http:\/\/localhost:(\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { child, port };
}

// The answers' fields are read ad hoc (token, dictionary.id); `any` keeps that short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

interface Figures {
  kind: string;
  idleMb: number;
  peakMb: number;
  endMb: number;
  requests: number;
  errors: number;
  statuses: string;
}

async function measure(kind: 'pglite' | 'postgres'): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-bench-memory-'));
  let testDb: TestDbHandle | undefined;
  let child: ChildProcess | undefined;
  try {
    if (kind === 'postgres') testDb = await openTestDatabase('postgres');
    const started = await startProduct({ DATA_DIR: dataDir, ...(testDb?.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}) });
    child = started.child;
    const pid = child.pid!;
    const base = `http://127.0.0.1:${started.port}`;
    await sleep(IDLE_MS);
    const idleMb = await rssMb(pid);

    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const res = await call(base, 'POST', '/api/auth/register', undefined, { username: `mem_${i}`, email: `mem${i}@example.com`, password: 'bench-password' });
      if (res.status !== 201 || !res.json?.token) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.json)}`);
      tokens.push(res.json.token as string);
    }
    const games: number[] = [];
    let requests = 0;
    let errors = 0;
    const statuses = new Map<number, number>();
    const oneRequest = async (n: number): Promise<void> => {
      const token = tokens[n % CLIENTS]!;
      const pairs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`word ${n}-${i}`, `mot ${n}-${i}`]));
      const pick = games[n % Math.max(1, games.length)];
      let res: { status: number; json: Json };
      switch (n % 6) {
        case 0:
          res = await call(base, 'POST', '/api/v2/dictionaries', token, { name: `Game ${n}`, data: pairs, is_public: n % 2 === 0, description: 'x'.repeat(200) });
          if (res.status === 201) games.push(res.json.dictionary.id as number);
          break;
        case 1:
          res = pick
            ? await call(base, 'POST', `/api/v2/dictionaries/${pick}/play`, token, { pairs: 6, score: 10, accuracy: 90, time: 30_000, correct: 6, wrong: 1 })
            : await call(base, 'GET', '/api/dictionaries', token);
          break;
        case 2:
          res = await call(base, 'GET', `/api/v2/dictionaries/public/search?q=Game%20${n % 50}`, token);
          break;
        case 3:
          res = await call(base, 'GET', '/api/dictionaries', token);
          break;
        case 4:
          res = await call(base, 'GET', '/api/sharing/notifications', token);
          break;
        default:
          res = pick ? await call(base, 'GET', `/api/v2/dictionaries/${pick}/leaderboard`, token) : await call(base, 'GET', '/api/auth/profile', token);
      }
      requests += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) errors += 1;
    };

    let peakMb = idleMb;
    const inFlight = new Set<Promise<void>>();
    const loadStart = performance.now();
    let sent = 0;
    let nextSample = 0;
    while (performance.now() - loadStart < LOAD_MS) {
      const elapsed = performance.now() - loadStart;
      const due = Math.floor((elapsed / 1000) * REQUESTS_PER_SECOND);
      while (sent < due) {
        const job = oneRequest(sent)
          .catch(() => {
            errors += 1;
          })
          .finally(() => inFlight.delete(job));
        inFlight.add(job);
        sent += 1;
      }
      if (elapsed >= nextSample) {
        peakMb = Math.max(peakMb, await rssMb(pid));
        nextSample += 500;
      }
      await sleep(5);
    }
    await Promise.race([Promise.all(inFlight), sleep(30_000)]);
    const endMb = await rssMb(pid);
    return { kind, idleMb, peakMb: Math.max(peakMb, endMb), endMb, requests, errors, statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' ') };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await testDb?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const start = await startPeaks();
console.log(
  `\nPeak resident memory (VmHWM) of the default product (PGlite) at start: first start on a fresh data folder ${start.firstMb.toFixed(0)} MB ` +
    `(goal < ${GOAL_FIRST_START_MB} MB: ${start.firstMb < GOAL_FIRST_START_MB ? 'met' : 'NOT met'}; about 700 MB with initdb), restart ${start.restartMb.toFixed(0)} MB`,
);

const results: Figures[] = [];
// MEMORY_START_ONLY=1: the start peaks only.
if (process.env.MEMORY_START_ONLY !== '1') for (const kind of await testBackends()) results.push(await measure(kind));
if (results.length > 0) console.log(`\nResident memory (RSS) of the whole product, ${REQUESTS_PER_SECOND} API requests/s for ${LOAD_MS / 1000} s from ${CLIENTS} users:`);
for (const r of results) {
  console.log(
    `  ${r.kind.padEnd(8)} idle ${r.idleMb.toFixed(0)} MB, peak under load ${r.peakMb.toFixed(0)} MB, after load ${r.endMb.toFixed(0)} MB (${r.requests} requests: ${r.statuses}; ${r.errors} 5xx or failed)`,
  );
}
const pglite = results.find((r) => r.kind === 'pglite');
if (pglite) {
  const ok = pglite.peakMb < GOAL_PGLITE_MB;
  console.log(`  goal: PGlite under ${GOAL_PGLITE_MB} MB at this load: ${ok ? 'met' : 'NOT met'} (peak ${pglite.peakMb.toFixed(0)} MB)`);
}
