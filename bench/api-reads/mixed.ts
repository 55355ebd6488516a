// The mixed run of bench/api-reads.ts: a class session rather than one URL repeated. 200 signed-in users, each
// looping over list own games, open a game page (the game and its leaderboard), play it (the deal, then the record
// of its attempts judged and recorded by the server: R-JUDGE-1, R-JUDGE-2), read the notification badge, search the
// library: one judged play for every five reads, on the few games the class plays.
// Open loop at a fixed rate (requests leave on schedule whether or not earlier ones answered), and each latency is
// counted from the request's scheduled time, so a stall is not hidden by the generator waiting for it.
import { Agent, request } from 'node:http';
import type { DealAnswer } from '@matchdrop/shared';
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

interface StepRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Hands the answer's body on (the deal, for the record that follows it). */
  onAnswer?: (body: string) => void;
}
type Step = (user: number) => StepRequest | Promise<StepRequest>;

const PLAY_PAIRS = 10;
/** The record's index in the loop; the deal is the step before it. */
const PLAY_STEP = 4;
/** A hand's pace between attempts: above the judge's 150 ms (R-JUDGE-3). */
const ATTEMPT_GAP_MS = 200;

/** A perfect record of a deal: each dealt pair matched in order, ATTEMPT_GAP_MS apart (none for a refused deal: a failure). */
function recordOf(deal: Partial<DealAnswer>): string {
  const items = deal.items ?? [];
  const attempts = Array.from({ length: Math.floor(items.length / 2) }, (_, i) => ({ a: items[2 * i]!, b: items[2 * i + 1]!, at: (i + 1) * ATTEMPT_GAP_MS }));
  return JSON.stringify({ deal: deal.deal, attempts });
}

function steps(classGames: readonly number[], users: number): Step[] {
  const game = (user: number) => classGames[user % classGames.length]!;
  // Each user's latest deal: its record is the next step. In an open loop the deal's answer may not be back when the
  // record is due; the record then waits for it, and that wait counts in its latency, as a player would wait.
  const deals: Array<Promise<Partial<DealAnswer>>> = new Array<Promise<Partial<DealAnswer>>>(users);
  return [
    () => ({ name: 'own games', method: 'GET', path: '/api/dictionaries' }),
    (u) => ({ name: 'game', method: 'GET', path: `/api/v2/dictionaries/${game(u)}` }),
    (u) => ({ name: 'leaderboard', method: 'GET', path: `/api/v2/dictionaries/${game(u)}/leaderboard` }),
    (u) => {
      let answered: (body: string) => void = () => {};
      deals[u] = new Promise<string>((resolve) => (answered = resolve)).then((body) => JSON.parse(body) as Partial<DealAnswer>);
      return { name: 'deal', method: 'POST', path: `/api/v2/dictionaries/${game(u)}/deals`, body: JSON.stringify({ pairs: PLAY_PAIRS }), onAnswer: answered };
    },
    async (u) => ({ name: 'play', method: 'POST', path: `/api/v2/dictionaries/${game(u)}/plays`, body: recordOf(await deals[u]!) }),
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

function send(agent: Agent, base: URL, token: string, step: StepRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (step.body) headers['content-type'] = 'application/json';
    const req = request({ agent, host: base.hostname, port: base.port, method: step.method, path: step.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      if (step.onAnswer) res.on('data', (chunk: Buffer) => chunks.push(chunk));
      else res.resume();
      res.on('end', () => {
        step.onAnswer?.(Buffer.concat(chunks).toString('utf8'));
        resolve((res.statusCode ?? 0) < 300);
      });
    });
    req.on('error', () => {
      step.onAnswer?.('{}');
      resolve(false);
    });
    req.end(step.body);
  });
}

/** Runs the class session for WARMUP_S (not counted), then DURATION_S at MIXED_RATE requests/s. */
export async function mixedRun(product: string, users: readonly MixedUser[], classGames: readonly number[]): Promise<MixedResult> {
  const base = new URL(product);
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const loop = steps(classGames, users.length);
  const next = users.map((_, u) => u % loop.length);
  const dealt = new Set<number>();
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
    // A user starting the loop at its record has no deal yet: it starts at the deal instead.
    if (next[u] === PLAY_STEP && !dealt.has(u)) next[u] = PLAY_STEP - 1;
    if (next[u] === PLAY_STEP - 1) dealt.add(u);
    const stepRequest = loop[next[u]!]!(u);
    next[u] = (next[u]! + 1) % loop.length;
    const counted = i >= WARMUP_S * MIXED_RATE;
    const pending = Promise.resolve(stepRequest).then(async (step) => {
      const ok = await send(agent, base, users[u]!.token, step);
      // The plays' p99 is the judged record's (the write): the deal writes nothing (R-JUDGE-1).
      if (counted) samples.push({ step: step.name, ms: performance.now() - due, write: step.name === 'play', ok });
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
