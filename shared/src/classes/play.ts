import { initialFieldPairs } from '../field.js';
import { selectPairs } from '../deal.js';
import { shuffle } from '../random.js';
import { spawnOrder } from '../spawn-order.js';
import type { GameData, Pair, Rng } from '../types.js';

/**
 * An assignment play, judged by the server. The assignment fixes its pairs when it is set (every play and every
 * student meets the same pairs, so the report can compare them); a play deals them in a fresh order and sends only
 * the items, in the order they enter the field. Each attempt is judged here against the pairs only the server holds.
 */

/** The pairs an assignment fixes: `count` of the game's pairs obeying the ambiguity rule (selectPairs). */
export function assignmentPairs(data: GameData, count: number, rng: Rng): Pair[] {
  return selectPairs(data, count, rng);
}

/** Where a play stands: what the server keeps between attempts. */
export interface PlayState {
  /** Both items of every pair in the order they enter the field. */
  items: string[];
  initialPairs: number;
  /** Items matched so far, two per matched pair. */
  matched: string[];
  /** Indexes (into the assignment's pairs) of the pairs already tried in this play: a later try is not a first try. */
  tried: number[];
}

/**
 * A new play: the assignment's pairs in a fresh field order. spawnOrder opens the field with the first pairs it is
 * given, and an assignment's pairs are fixed, so they are shuffled first: otherwise every play of every student
 * would open on the same pairs and hold back the same last ones.
 */
export function dealPlay(pairs: readonly Pair[], rng: Rng): PlayState {
  const initialPairs = initialFieldPairs(pairs.length);
  return { items: spawnOrder(shuffle(pairs, rng), initialPairs, rng), initialPairs, matched: [], tried: [] };
}

/** The items on the field now: the first 2 × (initialPairs + matched pairs) items, less the matched ones. */
export function fieldItems(state: PlayState): string[] {
  const entered = state.items.slice(0, 2 * (state.initialPairs + state.matched.length / 2));
  return entered.filter((item) => !state.matched.includes(item));
}

export type JudgedAttempt =
  | { ok: false; error: string }
  | {
      ok: true;
      correct: boolean;
      /** The pair of the dropped item (item1), an index into the assignment's pairs. */
      pairIndex: number;
      /** The counterpart the student chose (item2). */
      chosen: string;
      /** The first attempt at this pair in this play: only a right first try counts towards mastery. */
      firstTry: boolean;
      state: PlayState;
      finished: boolean;
    };

/**
 * Judges item1 dropped onto item2. Both must be on the field now and differ; the attempt belongs to the dropped
 * item's pair, and is right when item2 is that pair's other item.
 */
export function judgePlayAttempt(pairs: readonly Pair[], state: PlayState, item1: string, item2: string): JudgedAttempt {
  if (state.matched.length === state.items.length) return { ok: false, error: 'This play is finished' };
  const field = fieldItems(state);
  if (item1 === item2 || !field.includes(item1) || !field.includes(item2)) return { ok: false, error: 'Both items must be on the field' };
  const pairIndex = pairs.findIndex(([a, b]) => a === item1 || b === item1);
  if (pairIndex < 0) return { ok: false, error: 'Both items must be on the field' };
  const [a, b] = pairs[pairIndex] as Pair;
  const correct = (a === item1 ? b : a) === item2;
  const firstTry = !state.tried.includes(pairIndex);
  const next: PlayState = {
    ...state,
    matched: correct ? [...state.matched, item1, item2] : state.matched,
    tried: firstTry ? [...state.tried, pairIndex] : state.tried,
  };
  return { ok: true, correct, pairIndex, chosen: item2, firstTry, state: next, finished: next.matched.length === next.items.length };
}
