import type { Database, Kysely, NewReviewCard } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { Pair } from '@matchdrop/shared';
import type { Card } from 'ts-fsrs';
import { toStored } from './scheduler.js';

/** The two items of a pair in the one order the queue stores them (so a pair is one card either way round). */
export function cardPair([a, b]: Pair): Pair {
  return a < b ? [a, b] : [b, a];
}

export interface ReviewCardRow {
  id: number;
  game_key: string;
  game_name: string;
  item: string;
  counterpart: string;
  due: Date;
  card: Record<string, unknown>;
}

const cardColumns = ['id', 'game_key', 'game_name', 'item', 'counterpart', 'due', 'card'] as const;

export function findCards(db: Kysely<Database>, userId: number, gameKey: string, pairs: readonly Pair[]): Promise<ReviewCardRow[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_cards')
    .select(cardColumns)
    .where('user_id', '=', userId)
    .where('game_key', '=', gameKey)
    .where((eb) => eb.or(pairs.map(([item, counterpart]) => eb.and([eb('item', '=', item), eb('counterpart', '=', counterpart)]))))
    .execute();
}

export type NewCard = Required<Pick<NewReviewCard, 'user_id' | 'game_key' | 'dictionary_id' | 'game_name' | 'item' | 'counterpart'>>;

export async function insertCard(db: Kysely<Database>, card: NewCard, schedule: Card, now: Date): Promise<void> {
  await db
    .insertInto('review_cards')
    .values({ ...card, due: schedule.due, state: schedule.state, card: toStored(schedule), created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'game_key', 'item', 'counterpart']).doNothing())
    .execute();
}

export async function saveSchedule(db: Kysely<Database>, id: number, schedule: Card): Promise<void> {
  await db
    .updateTable('review_cards')
    .set({ due: schedule.due, state: schedule.state, card: toStored(schedule) })
    .where('id', '=', id)
    .execute();
}

/** The user's cards due by `now`, most overdue first. */
export function dueCards(db: Kysely<Database>, userId: number, now: Date, limit: number): Promise<ReviewCardRow[]> {
  return db.selectFrom('review_cards').select(cardColumns).where('user_id', '=', userId).where('due', '<=', now).orderBy('due').orderBy('id').limit(limit).execute();
}

/**
 * The user's cards among `ids`, locked until the transaction `trx` ends: a review's record is judged against them and
 * moves them, so a second copy of the record sent at the same moment waits, then reads them moved (R-JUDGE-10).
 */
export function lockCardsByIds(trx: Kysely<Database>, userId: number, ids: readonly number[]): Promise<ReviewCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return trx.selectFrom('review_cards').select(cardColumns).where('user_id', '=', userId).where('id', 'in', ids).forUpdate().execute();
}

export async function logReview(db: Kysely<Database>, userId: number, cardId: number, correct: boolean, now: Date): Promise<void> {
  await db.insertInto('review_log').values({ user_id: userId, card_id: cardId, correct, reviewed_at: now }).execute();
}

export async function countCards(db: Kysely<Database>, userId: number, dueBy: Date, learnedState: number): Promise<{ due: number; learned: number; total: number }> {
  const row = await db
    .selectFrom('review_cards')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) filter (where ${eb.ref('due')} <= ${dueBy})`.as('due'),
      sql<number>`count(*) filter (where ${eb.ref('state')} = ${learnedState})`.as('learned'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), learned: Number(row.learned), total: Number(row.total) };
}

/** The UTC days (YYYY-MM-DD) on which the user reviewed, newest first, since `since`. */
export async function reviewDays(db: Kysely<Database>, userId: number, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('review_log')
    .select(sql<string>`to_char(reviewed_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'))
    .distinct()
    .where('user_id', '=', userId)
    .where('reviewed_at', '>=', since)
    .orderBy('day', 'desc')
    .execute();
  return rows.map((row) => row.day);
}

/** The side languages of those of the saved games `ids` that have them (R-PIC-20: a review's cards' languages). */
export function savedGamesLanguages(db: Kysely<Database>, ids: readonly number[]) {
  return db.selectFrom('dictionaries').select(['id', 'languages']).where('id', 'in', ids).where('languages', 'is not', null).execute();
}
