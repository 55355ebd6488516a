import type { Database, GamePlay, Kysely, NewGameSession } from '@matchdrop/db';
import { compiledOnce, sql } from '@matchdrop/db';

/** A play to store: every column the API sets (the database fills in the id and the game key). */
export type NewPlay = Required<
  Pick<
    NewGameSession,
    'dictionary_id' | 'builtin_game_id' | 'user_id' | 'mode' | 'pairs' | 'score' | 'accuracy' | 'time_ms' | 'correct' | 'wrong' | 'missed_pairs' | 'verified' | 'deal_id'
  >
> & { played_at: Date };

const playColumns = ['id', 'mode', 'pairs', 'score', 'accuracy', 'time_ms', 'correct', 'wrong', 'missed_pairs', 'played_at', 'verified'] as const;

export type PlayRow = Pick<GamePlay, (typeof playColumns)[number]>;

const playColumnNames = [
  'dictionary_id',
  'builtin_game_id',
  'user_id',
  'mode',
  'pairs',
  'score',
  'accuracy',
  'time_ms',
  'correct',
  'wrong',
  'missed_pairs',
  'played_at',
  'verified',
  'deal_id',
] as const;

// Compiled once (db's compiledOnce): the write of every finished game. Every column is given, so one statement fits all.
const insertPlayQuery = compiledOnce<NewPlay, PlayRow>((db, arg) =>
  db
    .insertInto('game_sessions')
    .values(Object.fromEntries(playColumnNames.map((column) => [column, arg(column)])) as NewPlay)
    .returning(playColumns),
);

export async function insertPlay(db: Kysely<Database>, play: NewPlay): Promise<PlayRow> {
  const [row] = await insertPlayQuery(db, play);
  if (!row) throw new Error('the play insert returned no row');
  return row;
}

/** A judged play to store: every column, and its deal. */
export type NewJudgedPlay = NewPlay & { deal_id: string };

/**
 * R-JUDGE-6: judged plays stored in one statement, each unless its deal already has a play (then it inserts nothing):
 * answers the rows inserted, with their deal. One statement for the plays that arrive together, so the progress
 * trigger (per statement, migration 0019) updates each game's figures once for all of them.
 */
export function insertJudgedPlays(db: Kysely<Database>, plays: readonly NewJudgedPlay[]): Promise<Array<PlayRow & { deal_id: string | null }>> {
  return db
    .insertInto('game_sessions')
    .values(plays.map((play) => ({ ...play })))
    .onConflict((oc) => oc.column('deal_id').doNothing())
    .returning([...playColumns, 'deal_id'])
    .execute();
}

/** The plays stored for these deals (a record sent again). */
export function playsOfDeals(db: Kysely<Database>, dealIds: readonly string[]): Promise<Array<PlayRow & { deal_id: string | null }>> {
  return db
    .selectFrom('game_sessions')
    .select([...playColumns, 'deal_id'])
    .where('deal_id', 'in', [...dealIds])
    .execute();
}

/** One user's plays of a game, newest first (index game_sessions_player_history_idx). */
export function listPlays(db: Kysely<Database>, gameKey: string, userId: number, limit: number): Promise<PlayRow[]> {
  return db
    .selectFrom('game_sessions')
    .select(playColumns)
    .where('game_key', '=', gameKey)
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

function bestPlays(db: Kysely<Database>, gameKey: string) {
  return db
    .selectFrom('game_player_bests as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.user_id', 'u.username', 'b.score', 'b.accuracy', 'b.time_ms', 'b.played_at'])
    .where('b.game_key', '=', gameKey);
}

/**
 * Each player's best play (highest score, then the shorter time, then the earlier), best players first.
 * The trigger of migration 0010 keeps one best row per player, so this reads `limit` index entries.
 */
export function listBestPlays(db: Kysely<Database>, gameKey: string, limit: number): Promise<BestPlayRow[]> {
  return bestPlaysQuery(db, { gameKey, limit });
}

// Compiled once (db's compiledOnce): every game page asks for both.
const bestPlaysQuery = compiledOnce<{ gameKey: string; limit: number }, BestPlayRow>(
  (db, arg) => bestPlays(db, arg('gameKey')).orderBy('b.score', 'desc').orderBy('b.time_ms', 'asc').orderBy('b.played_at', 'asc').orderBy('b.user_id').limit(arg('limit')),
  { cached: true },
);
const standingQuery = compiledOnce<{ gameKey: string; userId: number }, BestPlayRow & { ahead: number | string }>(
  (db, arg) =>
    bestPlays(db, arg('gameKey'))
      .select(
        sql<number>`(select count(*) from game_player_bests o where o.game_key = b.game_key
        and (-o.score, o.time_ms, o.played_at, o.user_id) < (-b.score, b.time_ms, b.played_at, b.user_id))`.as('ahead'),
      )
      .where('b.user_id', '=', arg('userId')),
  { cached: true },
);

/**
 * A player's best play of a game and its place on the leaderboard (one query: the players ranked ahead
 * are counted in the same statement), or undefined before their first play.
 */
export async function playerStanding(db: Kysely<Database>, gameKey: string, userId: number): Promise<(BestPlayRow & { rank: number }) | undefined> {
  const [row] = await standingQuery(db, { gameKey, userId });
  if (!row) return undefined;
  const { ahead, ...best } = row;
  return { ...best, rank: Number(ahead) + 1 };
}

export interface PlayTotals {
  plays: number;
  players: number;
  averageAccuracy: number;
  averageTimeMs: number;
}

export async function playTotals(db: Kysely<Database>, gameKey: string): Promise<PlayTotals> {
  // One statement: the players are counted beside the running totals, as a game page asks for both each time.
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('game_play_totals').select('plays').where('game_key', '=', gameKey).as('plays'),
      eb.selectFrom('game_play_totals').select('accuracy_sum').where('game_key', '=', gameKey).as('accuracy_sum'),
      eb.selectFrom('game_play_totals').select('time_ms_sum').where('game_key', '=', gameKey).as('time_ms_sum'),
      eb
        .selectFrom('game_player_bests')
        .select((sub) => sub.fn.countAll<number>().as('players'))
        .where('game_key', '=', gameKey)
        .as('players'),
    ])
    .executeTakeFirstOrThrow();
  const plays = Number(row.plays ?? 0);
  return {
    plays,
    players: Number(row.players),
    averageAccuracy: plays === 0 ? 0 : Number(row.accuracy_sum) / plays,
    averageTimeMs: plays === 0 ? 0 : Number(row.time_ms_sum) / plays,
  };
}

export interface MissedPairRow {
  a: string;
  b: string;
  misses: number;
}

/** The pairs missed most often, whichever direction each play reported them in. */
export function mostMissedPairs(db: Kysely<Database>, gameKey: string, limit: number): Promise<MissedPairRow[]> {
  return db.selectFrom('game_pair_misses').select(['a', 'b', 'misses']).where('game_key', '=', gameKey).orderBy('misses', 'desc').orderBy('a').orderBy('b').limit(limit).execute();
}
