// Login under load: the whole product in this process (startServer, PGlite in a temporary
// DATA_DIR), registered users, then LOGINS_PER_SECOND logins a second for DURATION_MS while
// perf_hooks measures how late the event loop runs. Goal: p99 event-loop delay under 20 ms, i.e.
// password hashing must not stall the game server and the API that share this loop.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseConfig, startServer } from '@matchdrop/server';
import { pino } from 'pino';
import { percentile } from './support/percentile.ts';

const LOGINS_PER_SECOND = 20;
const DURATION_MS = 10_000;
const GOAL_P99_MS = 20;
/** Logins rotate over this many accounts: each account may log in 10 times per 15 minutes. */
const USERS = 20;
/** How long to wait for the logins still running when the load stops. */
const DRAIN_TIMEOUT_MS = 120_000;
/** The same measurement without load first: what the machine itself adds (other processes). */
const IDLE_MS = 3_000;

const ms = (ns: number): string => (ns / 1e6).toFixed(1);

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-bench-login-'));
const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-password' });
const server = await startServer(config, { logger: pino({ level: 'warn' }) });
const base = `http://127.0.0.1:${server.port}`;

try {
  const accounts = Array.from({ length: USERS }, (_, i) => ({ username: `bench_user_${i}`, email: `bench${i}@example.com`, password: 'bench-password' }));
  for (const account of accounts) {
    const registered = await post(`${base}/api/auth/register`, account);
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  }

  // Node's default 10-ms resolution: each sample is one 10-ms timer period plus how late it ran.
  const idle = monitorEventLoopDelay();
  idle.enable();
  await sleep(IDLE_MS);
  idle.disable();

  const histogram = monitorEventLoopDelay();
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();
  const login = async (n: number): Promise<void> => {
    const account = accounts[n % USERS]!;
    const started = performance.now();
    const res = await post(`${base}/api/auth/login`, { username: account.username, password: account.password });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };

  histogram.enable();
  const utilizationBefore = performance.eventLoopUtilization();
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < DURATION_MS) {
    const due = Math.floor(((performance.now() - started) / 1000) * LOGINS_PER_SECOND) + 1;
    while (sent < due) {
      const job = login(sent).finally(() => inFlight.delete(job));
      inFlight.add(job);
      sent += 1;
    }
    await sleep(5);
  }
  await Promise.race([Promise.all(inFlight), sleep(DRAIN_TIMEOUT_MS)]);
  histogram.disable();
  const utilization = performance.eventLoopUtilization(utilizationBefore).utilization;
  const elapsed = (performance.now() - started) / 1000;

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = histogram.percentile(99) / 1e6;
  console.log('\nbench/login: event-loop delay while logging in');
  console.log(`  load           ${sent} logins at ${LOGINS_PER_SECOND}/s for ${DURATION_MS / 1000} s (all done after ${elapsed.toFixed(1)} s)`);
  console.log(`  answers        ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}${inFlight.size > 0 ? `, ${inFlight.size} unfinished` : ''}`);
  console.log(`  login latency  p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`);
  console.log(`  event loop     p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`);
  console.log(`  loop busy      ${(utilization * 100).toFixed(1)}% of the time (event-loop utilization: the rest it waited for I/O and hashing)`);
  console.log(`  idle loop      p50 ${ms(idle.percentile(50))} ms, p99 ${ms(idle.percentile(99))} ms (no load, ${IDLE_MS / 1000} s, same process)`);
  console.log(`  goal           p99 < ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
