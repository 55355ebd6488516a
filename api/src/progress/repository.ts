import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';

/** Plays since `since` and pairs matched ever, from the player's plays (index game_sessions_user_idx). */
export async function playCounts(db: Kysely<Database>, userId: number, since: Date): Promise<{ recent: number; pairsMatched: number }> {
  const row = await db
    .selectFrom('game_sessions')
    .select((eb) => [
      sql<number>`count(*) filter (where ${eb.ref('played_at')} >= ${since})`.as('recent'),
      eb.fn.coalesce(eb.fn.sum<number>('correct'), sql<number>`0`).as('pairsMatched'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { recent: Number(row.recent), pairsMatched: Number(row.pairsMatched) };
}

/** Average accuracy and plays per UTC day since `since`, oldest day first. */
export async function accuracyByDay(db: Kysely<Database>, userId: number, since: Date): Promise<Array<{ day: string; accuracy: number; plays: number }>> {
  const day = sql<string>`to_char(played_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('game_sessions')
    .select((eb) => [day.as('day'), eb.fn.avg<number>('accuracy').as('accuracy'), eb.fn.countAll<number>().as('plays')])
    .where('user_id', '=', userId)
    .where('played_at', '>=', since)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, accuracy: Math.round(Number(row.accuracy) * 10) / 10, plays: Number(row.plays) }));
}

/** The player's most played games (saved games named from their row; built-in ones by the caller). */
export async function mostPlayedGames(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<Array<{ game_key: string; dictionary_id: number | null; name: string | null; plays: number }>> {
  const rows = await db
    .selectFrom('game_sessions as gs')
    .leftJoin('dictionaries as d', 'd.id', 'gs.dictionary_id')
    .select((eb) => ['gs.game_key', eb.fn.max('gs.dictionary_id').as('dictionary_id'), eb.fn.max('d.name').as('name'), eb.fn.countAll<number>().as('plays')])
    .where('gs.user_id', '=', userId)
    .where('gs.game_key', 'is not', null)
    .groupBy('gs.game_key')
    .orderBy('plays', 'desc')
    .orderBy('gs.game_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ game_key: row.game_key!, dictionary_id: row.dictionary_id ?? null, name: row.name ?? null, plays: Number(row.plays) }));
}
