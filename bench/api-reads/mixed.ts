// The mixed run of bench/api-reads.ts: a class session rather than one URL repeated. 200 signed-in users, each
// looping over list own games, open a game page (the game and its leaderboard), play it (one recorded play), read
// the notification badge, search the library: one write for every five reads, on the few games the class plays.
// Open loop at a fixed rate (requests leave on schedule whether or not earlier ones answered), and each latency is
// counted from the request's scheduled time, so a stall is not hidden by the generator waiting for it.
import { Agent, request } from 'node:http';
import { percentile } from '../support/percentile.ts';

export const MIXED_USERS = 200;
/** Requests per second offered (API_READS_MIXED_RATE overrides it, to find the rate the machine holds). */
export const MIXED_RATE = Number(process.env.API_READS_MIXED_RATE ?? 500);
const WARMUP_S = 2;
const MAX_IN_FLIGHT = 256;
const DURATION_S = 10;
const SEARCH_WORDS = ['game', 'words', 'set 1', 'set 2', 'meanings', 'game 3', 'set', 'game 12', 'words and', 'set 40'];
const CATEGORIES = ['languages', 'geography', 'science', 'history', 'music', 'sport', 'maths', 'art'];

export interface MixedUser {
  token: string;
}

export interface MixedResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  writeP99Ms: number;
  failures: number;
  /** Every counted request's latency (ms), ascending: runs can be pooled. */
  latenciesMs: number[];
  /** p50 and p99 (ms) of each step of the loop. */
  bySteps: Record<string, { p50Ms: number; p99Ms: number }>;
}

type Step = (user: number) => { name: string; method: 'GET' | 'POST'; path: string; body?: string };

function steps(classGames: readonly number[]): Step[] {
  const game = (user: number) => classGames[user % classGames.length]!;
  return [
    () => ({ name: 'own games', method: 'GET', path: '/api/dictionaries' }),
    (u) => ({ name: 'game', method: 'GET', path: `/api/v2/dictionaries/${game(u)}` }),
    (u) => ({ name: 'leaderboard', method: 'GET', path: `/api/v2/dictionaries/${game(u)}/leaderboard` }),
    (u) => ({
      name: 'play',
      method: 'POST',
      path: `/api/v2/dictionaries/${game(u)}/play`,
      body: JSON.stringify({ pairs: 10, score: 500 + ((u * 37) % 500), accuracy: 90, time: 30_000 + u, correct: 10, wrong: 1 }),
    }),
    () => ({ name: 'badge', method: 'GET', path: '/api/sharing/notifications/unread-count' }),
    (u) => ({
      name: 'search',
      method: 'GET',
      path: `/api/v2/dictionaries/public/search?q=${encodeURIComponent(SEARCH_WORDS[u % SEARCH_WORDS.length]!)}&category=${CATEGORIES[u % CATEGORIES.length]}`,
    }),
  ];
}

interface Sample {
  step: string;
  ms: number;
  write: boolean;
  ok: boolean;
}

function send(agent: Agent, base: URL, token: string, step: ReturnType<Step>): Promise<boolean> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (step.body) headers['content-type'] = 'application/json';
    const req = request({ agent, host: base.hostname, port: base.port, method: step.method, path: step.path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve((res.statusCode ?? 0) < 300));
    });
    req.on('error', () => resolve(false));
    req.end(step.body);
  });
}

/** Runs the class session for WARMUP_S (not counted), then DURATION_S at MIXED_RATE requests/s. */
export async function mixedRun(product: string, users: readonly MixedUser[], classGames: readonly number[]): Promise<MixedResult> {
  const base = new URL(product);
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const loop = steps(classGames);
  const next = users.map((_, u) => u % loop.length);
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const total = (WARMUP_S + DURATION_S) * MIXED_RATE;
  const started = performance.now();
  let measuredFrom = 0;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / MIXED_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // A product far behind would otherwise be buried under thousands of sockets; the latency still counts from `due`.
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    if (i === WARMUP_S * MIXED_RATE) measuredFrom = due;
    const u = i % users.length;
    const step = loop[next[u]!]!(u);
    next[u] = (next[u]! + 1) % loop.length;
    const counted = i >= WARMUP_S * MIXED_RATE;
    const pending = send(agent, base, users[u]!.token, step).then((ok) => {
      if (counted) samples.push({ step: step.name, ms: performance.now() - due, write: step.method === 'POST', ok });
    });
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const writes = samples
    .filter((s) => s.write)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const bySteps: MixedResult['bySteps'] = {};
  for (const name of new Set(samples.map((s) => s.step))) {
    const ms = samples
      .filter((s) => s.step === name)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    bySteps[name] = { p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99) };
  }
  return {
    bySteps,
    requests: samples.length,
    rps: samples.length / elapsedS,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    writeP99Ms: percentile(writes, 99),
    failures: samples.filter((s) => !s.ok).length,
    latenciesMs: all,
  };
}
