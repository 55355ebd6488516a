import { SPAWN_AFTER_MATCH } from './constants.js';
import { selectPairs } from './deal.js';
import { initialFieldPairs } from './field.js';
import { createRng } from './random.js';
import { accuracyPercent, applyMatch, initialFreePlayStats } from './scoring.js';
import type { GameData, Pair } from './types.js';

/**
 * The server's judging of a free-play game (R-JUDGE-1 … R-JUDGE-6): a game starts from a deal the server issued
 * (a seed and a pair count), the client judges each drop at once for the player and keeps the record of its
 * attempts, and the server judges that record again at the end against the same deal. Pure: the times are given.
 */

/** R-JUDGE-3: two attempts closer together than this (ms) are not a hand's: the record is refused. */
export const ATTEMPT_GAP_MIN_MS = 150;
/** R-JUDGE-3: a deal lives this long; a record arriving later is refused (a game longer than any real one). */
export const DEAL_LIFETIME_MS = 2 * 60 * 60 * 1000;
/**
 * R-JUDGE-4: the network's share of the server's clock. The server saw the deal go out and the record come in; the
 * play took at least that long less this allowance (the deal's answer, the game's first frame, the record's request).
 */
export const JUDGE_NETWORK_ALLOWANCE_MS = 5_000;
/** A record holds at most this many attempts (wrong ones included): far beyond any real game of 1000 pairs. */
export const RECORD_ATTEMPTS_MAX = 5_000;

/** One attempt of the record: the upper and lower items' texts, and when it was judged (real ms since the game started). */
export interface RecordedAttempt {
  a: string;
  b: string;
  at: number;
}

/** R-JUDGE-1: the pairs of a deal, in the order they enter the field; the client's engine deals the same from the same seed. */
export function dealtPairs(data: GameData, pairCount: number, seed: string): Pair[] {
  return selectPairs(data, pairCount, createRng(seed));
}

/** What the server works out from a judged record (R-JUDGE-2): the figures a play is stored with. */
export interface JudgedFigures {
  pairs: number;
  score: number;
  /** Percent, two decimals. */
  accuracy: number;
  correct: number;
  wrong: number;
  /** Each missed pair once, [item, counterpart] in the direction first met. */
  missedPairs: Pair[];
  /** The play's time by the server's clock (R-JUDGE-4). */
  timeMs: number;
}

export type JudgeOutcome = { ok: true; figures: JudgedFigures } | { ok: false; error: string };

/** When the server issued the deal and received the record (ms since the epoch, the server's clock). */
export interface ServerTimes {
  issuedAt: number;
  receivedAt: number;
}

const refuse = (error: string): JudgeOutcome => ({ ok: false, error });

/**
 * Judges a finished game's record against its deal (R-JUDGE-2 … R-JUDGE-4): every attempt's items must be in the deal
 * and already on the field, no pair matched twice, attempts at least ATTEMPT_GAP_MIN_MS apart, every pair matched in
 * the end, and the play within the deal's life and no longer than the server saw. Refused records count nowhere.
 */
export function judgeRecord(deal: readonly Pair[], attempts: readonly RecordedAttempt[], times: ServerTimes): JudgeOutcome {
  const seenMs = times.receivedAt - times.issuedAt;
  if (seenMs > DEAL_LIFETIME_MS) return refuse('This deal has expired: start a new game');
  const pairOf = new Map<string, number>();
  deal.forEach(([a, b], index) => {
    pairOf.set(a, index);
    pairOf.set(b, index);
  });
  const matched = new Set<number>();
  const missed = new Map<number, Pair>();
  let stats = initialFreePlayStats();
  let previousAt = 0;
  for (const attempt of attempts) {
    const upper = pairOf.get(attempt.a);
    const lower = pairOf.get(attempt.b);
    if (upper === undefined || lower === undefined || attempt.a === attempt.b) return refuse('An attempt holds an item that is not in this deal');
    // R-FIELD-1/2: the field holds the first pairs of the deal, and one more pair after each match.
    const onField = initialFieldPairs(deal.length) + (matched.size * SPAWN_AFTER_MATCH) / 2;
    if (upper >= onField || lower >= onField) return refuse('An attempt holds an item that was not on the field yet');
    if (matched.has(upper) || matched.has(lower)) return refuse('An attempt holds a pair that was already matched');
    if (!Number.isFinite(attempt.at) || attempt.at - previousAt < ATTEMPT_GAP_MIN_MS) return refuse(`Attempts must be at least ${ATTEMPT_GAP_MIN_MS} ms apart`);
    previousAt = attempt.at;
    // Items are unique in a deal (R-GAME-4), so two items of one dealt pair are that pair.
    const correct = upper === lower;
    stats = applyMatch(stats, correct);
    if (correct) matched.add(upper);
    else for (const index of [upper, lower]) if (!missed.has(index)) missed.set(index, directed(deal[index]!, index === upper ? attempt.a : attempt.b));
  }
  if (matched.size < deal.length) return refuse('The record does not finish the game: every pair must be matched');
  if (previousAt > seenMs + JUDGE_NETWORK_ALLOWANCE_MS) return refuse('The record claims a longer game than the server saw');
  return {
    ok: true,
    figures: {
      pairs: deal.length,
      score: stats.score,
      accuracy: Math.round(accuracyPercent(stats.correct, stats.correct + stats.wrong) * 100) / 100,
      correct: stats.correct,
      wrong: stats.wrong,
      missedPairs: [...missed.values()],
      timeMs: Math.round(Math.max(previousAt, seenMs - JUDGE_NETWORK_ALLOWANCE_MS)),
    },
  };
}

/** The pair as the player met it: the item they dropped first, then its counterpart. */
const directed = ([a, b]: Pair, met: string): Pair => (met === a ? [a, b] : [b, a]);
