import type { Database, GameMode, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { Pair } from '@matchdrop/shared';

export interface NewPlay {
  dictionary_id: number;
  user_id: number | null;
  mode: GameMode;
  pairs: number;
  score: number;
  accuracy: number;
  time_ms: number;
  correct: number;
  wrong: number;
  missed_pairs: Pair[];
  played_at: Date;
}

const playColumns = ['id', 'mode', 'pairs', 'score', 'accuracy', 'time_ms', 'correct', 'wrong', 'missed_pairs', 'played_at'] as const;

export interface PlayRow {
  id: number;
  mode: GameMode;
  pairs: number;
  score: number;
  accuracy: number;
  time_ms: number;
  correct: number;
  wrong: number;
  missed_pairs: Pair[];
  played_at: Date;
}

export function insertPlay(db: Kysely<Database>, play: NewPlay): Promise<PlayRow> {
  return db.insertInto('game_sessions').values(play).returning(playColumns).executeTakeFirstOrThrow();
}

/** One user's plays of a game, newest first. */
export function listPlays(db: Kysely<Database>, dictionaryId: number, userId: number, limit: number): Promise<PlayRow[]> {
  return db
    .selectFrom('game_sessions')
    .select(playColumns)
    .where('dictionary_id', '=', dictionaryId)
    .where('user_id', '=', userId)
    .orderBy('played_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface BestPlayRow {
  user_id: number;
  username: string;
  score: number;
  accuracy: number;
  time_ms: number;
  played_at: Date;
}

/** Each player's best play (highest score, then the shorter time, then the earlier), best players first. */
export function listBestPlays(db: Kysely<Database>, dictionaryId: number, limit: number): Promise<BestPlayRow[]> {
  const best = db
    .selectFrom('game_sessions as gs')
    .innerJoin('users as u', 'u.id', 'gs.user_id')
    .distinctOn('gs.user_id')
    .select(['u.id as user_id', 'u.username', 'gs.score', 'gs.accuracy', 'gs.time_ms', 'gs.played_at'])
    .where('gs.dictionary_id', '=', dictionaryId)
    .orderBy('gs.user_id')
    .orderBy('gs.score', 'desc')
    .orderBy('gs.time_ms', 'asc')
    .orderBy('gs.played_at', 'asc');
  return db
    .selectFrom(best.as('best'))
    .selectAll()
    .orderBy('score', 'desc')
    .orderBy('time_ms', 'asc')
    .orderBy('played_at', 'asc')
    .limit(limit)
    .execute();
}

export interface PlayTotals {
  plays: number;
  players: number;
  averageAccuracy: number;
  averageTimeMs: number;
}

export async function playTotals(db: Kysely<Database>, dictionaryId: number): Promise<PlayTotals> {
  const row = await db
    .selectFrom('game_sessions')
    .select((eb) => [
      eb.fn.countAll<number>().as('plays'),
      eb.fn.count<number>('user_id').distinct().as('players'),
      eb.fn.coalesce(eb.fn.avg<number>('accuracy'), sql<number>`0`).as('averageAccuracy'),
      eb.fn.coalesce(eb.fn.avg<number>('time_ms'), sql<number>`0`).as('averageTimeMs'),
    ])
    .where('dictionary_id', '=', dictionaryId)
    .executeTakeFirstOrThrow();
  return {
    plays: Number(row.plays),
    players: Number(row.players),
    averageAccuracy: Number(row.averageAccuracy),
    averageTimeMs: Number(row.averageTimeMs),
  };
}

export interface MissedPairRow {
  a: string;
  b: string;
  misses: number;
}

/** The pairs missed most often, whichever direction each play reported them in. */
export async function mostMissedPairs(db: Kysely<Database>, dictionaryId: number, limit: number): Promise<MissedPairRow[]> {
  const result = await sql<MissedPairRow>`
    select least(p ->> 0, p ->> 1) as a, greatest(p ->> 0, p ->> 1) as b, count(*) as misses
    from game_sessions gs cross join lateral jsonb_array_elements(gs.missed_pairs) as p
    where gs.dictionary_id = ${dictionaryId}
    group by 1, 2
    order by misses desc, a, b
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ ...row, misses: Number(row.misses) }));
}
