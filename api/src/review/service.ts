import type { Database, Kysely } from '@matchdrop/db';
import type { Pair } from '@matchdrop/shared';
import type { PlayedGame } from '../games/game-ref.js';
import { cardPair, countCards, dueCards, findCards, insertCard, logReview, reviewDays, saveSchedule, type ReviewCardRow } from './repository.js';
import { fromStored, judge, LEARNED_STATE, newCard } from './scheduler.js';
import { dayStreak, endOfUtcDay } from './streak.js';

/** The most pairs one review deals (issue 12: up to 20, mixed across games). */
export const REVIEW_DEAL_MAX = 20;
const STREAK_LOOKBACK_DAYS = 400;

/**
 * Puts the pairs a player missed in a game into their review queue: a new pair is due at once; a pair
 * already queued counts as missed again (Again: it comes back soon).
 */
export async function queueMissedPairs(db: Kysely<Database>, userId: number, game: PlayedGame, missed: readonly Pair[], now: Date): Promise<void> {
  const pairs = [...new Map(missed.map((pair) => cardPair(pair)).map((pair) => [pair.join('\n'), pair])).values()];
  if (pairs.length === 0) return;
  const existing = await findCards(db, userId, game.key, pairs);
  for (const row of existing) await saveSchedule(db, row.id, judge(fromStored(row.card), false, now));
  const known = new Set(existing.map((row) => `${row.item}\n${row.counterpart}`));
  for (const [item, counterpart] of pairs) {
    if (known.has(`${item}\n${counterpart}`)) continue;
    await insertCard(db, { user_id: userId, game_key: game.key, dictionary_id: game.savedGameId, game_name: game.name, item, counterpart }, newCard(now), now);
  }
}

export interface DuePair {
  id: number;
  pair: Pair;
  game: string;
  /** The game it came from ('d:<id>' or 'b:<id>'), for its items' languages (R-PIC-20). */
  gameKey: string;
  /** When it fell due: a review's deal binds it (R-JUDGE-10). */
  due: Date;
}

/**
 * Up to `limit` due pairs, most overdue first, mixed across games. A pair sharing an item text with one
 * already dealt is left for a later review, so the dealt game is never ambiguous.
 */
export async function duePairs(db: Kysely<Database>, userId: number, now: Date, limit: number): Promise<DuePair[]> {
  const rows = await dueCards(db, userId, now, limit * 3);
  const seen = new Set<string>();
  const dealt: DuePair[] = [];
  for (const row of rows) {
    if (dealt.length === limit) break;
    if (seen.has(row.item) || seen.has(row.counterpart)) continue;
    seen.add(row.item).add(row.counterpart);
    dealt.push({ id: row.id, pair: [row.item, row.counterpart], game: row.game_name, gameKey: row.game_key, due: row.due });
  }
  return dealt;
}

/** Moves the schedule of each of the user's cards the server judged (R-JUDGE-10), and logs the review; answers how many. */
export async function recordAnswers(db: Kysely<Database>, userId: number, answers: ReadonlyArray<{ card: ReviewCardRow; correct: boolean }>, now: Date): Promise<number> {
  for (const { card, correct } of answers) {
    await saveSchedule(db, card.id, judge(fromStored(card.card), correct, now));
    await logReview(db, userId, card.id, correct, now);
  }
  return answers.length;
}

export async function reviewSummary(db: Kysely<Database>, userId: number, now: Date) {
  const [counts, dueNow, days] = await Promise.all([
    countCards(db, userId, endOfUtcDay(now), LEARNED_STATE),
    countCards(db, userId, now, LEARNED_STATE),
    reviewDays(db, userId, new Date(now.getTime() - STREAK_LOOKBACK_DAYS * 86_400_000)),
  ]);
  return { dueNow: dueNow.due, dueToday: counts.due, learned: counts.learned, total: counts.total, streak: dayStreak(days, now) };
}
