import type { Database, Game, Kysely, NewSavedGame } from '@matchdrop/db';
import type { GameData, SideLanguages } from '@matchdrop/shared';
import { compiledOnce, sql } from '@matchdrop/db';
import { orientedData } from './side-orientation.js';

/** A saved game with its owner's username, as every answer shows it. */
export type GameRow = Pick<Game, 'id' | 'owner_id' | 'name' | 'description' | 'data' | 'is_public' | 'category' | 'source' | 'created_at' | 'pair_count' | 'languages'> & {
  owner_username: string;
};

/** A game as lists of other people's games show it: everything but its pairs. */
export type GameSummaryRow = Omit<GameRow, 'data'>;

/**
 * A game whose pairs stay the JSON text the database stored, for answers that only pass them on (serialize.ts
 * writes them into the answer as they are). Parsing them is not just wasted work: every game's pairs are an object
 * keyed by its own words, so each parse makes V8 build new hidden classes, which outlive the request; at a class
 * session's rate those survivors made every young-generation collection take 20-40 ms (bench/api-reads.ts, mixed run).
 */
export type GameJsonRow = GameSummaryRow & { data_json: string };

export type NewGame = Required<Pick<NewSavedGame, 'owner_id' | 'name' | 'description' | 'data' | 'is_public' | 'category' | 'source'>> &
  Pick<NewSavedGame, 'languages'> & { created_at: Date };

export type GameChanges = Partial<Pick<NewGame, 'name' | 'description' | 'data' | 'is_public' | 'category' | 'languages'>>;

/** A game's own columns and its owner's name, without its pairs or languages. */
function selectListed(db: Kysely<Database>) {
  return db
    .selectFrom('dictionaries as d')
    .innerJoin('users as u', 'u.id', 'd.owner_id')
    .select(['d.id', 'd.owner_id', 'u.username as owner_username', 'd.name', 'd.description', 'd.is_public', 'd.category', 'd.source', 'd.created_at', 'd.pair_count']);
}

function selectSummaries(db: Kysely<Database>) {
  return selectListed(db).select('d.languages');
}

/** A game as read: its pairs as [item, counterpart] entries in stored order (toGameRow puts them in an object). */
type GameEntriesRow = GameSummaryRow & { data_entries: [string, string][] };

function selectGames(db: Kysely<Database>) {
  return selectSummaries(db).select(
    sql<[string, string][]>`(select coalesce(jsonb_agg(jsonb_build_array(e.key, e.value) order by e.n), '[]'::jsonb)
      from jsonb_each_text(d.data) with ordinality e(key, value, n))`.as('data_entries'),
  );
}

/**
 * The pairs in an object without hidden classes (GameJsonRow says why): `Object.create(null)` starts V8 in
 * dictionary mode. Filled in stored order, the object enumerates as JSON.parse of the stored text would.
 */
function toGameRow({ data_entries, ...game }: GameEntriesRow): GameRow {
  const data: GameData = Object.create(null) as GameData;
  for (const [item, counterpart] of data_entries) data[item] = counterpart;
  // A game with side languages lists each pair's left item first (side-orientation.ts says why).
  return { ...game, data: game.languages ? orientedData(data, game.languages.leftItems) : data };
}

function selectGamesAsJson(db: Kysely<Database>) {
  return selectSummaries(db).select(sql<string>`d.data::text`.as('data_json'));
}

// The reads of a class session's every page, compiled once (db's compiledOnce).
// Each kept on PGlite while the tables it reads are unchanged (db's pglite-read-cache.ts).
const gameById = compiledOnce<{ id: number }, GameEntriesRow>((db, arg) => selectGames(db).where('d.id', '=', arg('id')), { cached: true });
const gameSummaryById = compiledOnce<{ id: number }, GameSummaryRow>((db, arg) => selectSummaries(db).where('d.id', '=', arg('id')), { cached: true });
const gameJsonById = compiledOnce<{ id: number }, GameJsonRow>((db, arg) => selectGamesAsJson(db).where('d.id', '=', arg('id')), { cached: true });
const ownGamesJson = compiledOnce<{ ownerId: number }, GameJsonRow>(
  (db, arg) => selectGamesAsJson(db).where('d.owner_id', '=', arg('ownerId')).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc'),
  { cached: true },
);

export async function findGame(db: Kysely<Database>, id: number): Promise<GameRow | undefined> {
  const [row] = await gameById(db, { id });
  return row && toGameRow(row);
}

/** A game without its pairs, for the reads that only need to know it exists and who may see it. */
export async function findGameSummary(db: Kysely<Database>, id: number): Promise<GameSummaryRow | undefined> {
  return (await gameSummaryById(db, { id }))[0];
}

/** findGame with the pairs as stored JSON text (GameJsonRow). */
export async function findGameJson(db: Kysely<Database>, id: number): Promise<GameJsonRow | undefined> {
  return (await gameJsonById(db, { id }))[0];
}

/** The user's saved games, newest first (with their pairs parsed: the admin's user details count them). */
export async function listOwnGames(db: Kysely<Database>, ownerId: number): Promise<GameRow[]> {
  const rows = await selectGames(db).where('d.owner_id', '=', ownerId).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
  return rows.map(toGameRow);
}

/** The user's saved games, newest first, their pairs as stored JSON text (GameJsonRow). */
export function listOwnGamesJson(db: Kysely<Database>, ownerId: number): Promise<GameJsonRow[]> {
  return ownGamesJson(db, { ownerId });
}

type PublicSort = 'newest' | 'plays';

export interface PublicSearch {
  /** Matched against name and description, case-insensitively, as plain text (no wildcards). */
  q?: string;
  /** Matched case-insensitively. */
  category?: string;
  limit: number;
  /** Games skipped before the first one answered (paging). */
  offset?: number;
  /** Newest first (the default), or most played first. */
  sort?: PublicSort;
}

/** A game in a list: its languages without the stored left items (the list never orients pairs it does not send). */
export type PublicGameRow = Omit<GameSummaryRow, 'languages'> & { languages: SideLanguages | null; plays: number };

// LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" must mean those characters.
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Public games with how often each was played, newest first or most played first; without their pairs (a list never shows them). */
export async function searchPublicGames(db: Kysely<Database>, search: PublicSearch): Promise<PublicGameRow[]> {
  const byText = search.q !== undefined && search.q !== '';
  const byCategory = search.category !== undefined && search.category !== '';
  const shape = `${byText}/${byCategory}/${search.sort === 'plays'}`;
  let query = publicSearches.get(shape);
  if (!query) {
    query = publicSearch(byText, byCategory, search.sort === 'plays');
    publicSearches.set(shape, query);
  }
  const rows = await query(db, {
    pattern: byText ? likePattern(search.q!) : '',
    category: byCategory ? search.category!.toLowerCase() : '',
    limit: search.limit,
    offset: search.offset ?? 0,
  });
  return rows.map((row) => ({ ...row, plays: Number(row.plays) }));
}

type SearchArgs = { pattern: string; category: string; limit: number; offset: number };

/** One compiled-once statement per shape of search (with or without text, category, sort by plays): eight at most. */
const publicSearches = new Map<string, ReturnType<typeof publicSearch>>();

function publicSearch(byText: boolean, byCategory: boolean, byPlays: boolean) {
  return compiledOnce<SearchArgs, Omit<PublicGameRow, 'plays'> & { plays: number | string }>(
    (db, arg) => {
      let query = selectListed(db)
        // Each side's language only: the left items (one per pair) would be read for every game listed, then dropped.
        .select(sql<SideLanguages | null>`d.languages - 'leftItems'`.as('languages'))
        .leftJoin('game_play_totals as t', 't.dictionary_id', 'd.id')
        .select((eb) => eb.fn.coalesce('t.plays', sql<number>`0`).as('plays'))
        // Written into the SQL, not sent as a value: a prepared statement's generic plan can then use the partial
        // indexes `where is_public` (with `= $1` it scanned every game, ten times the cost on PGlite).
        .where('d.is_public', '=', sql.lit(true));
      if (byText) query = query.where((eb) => eb.or([eb('d.name', 'ilike', arg('pattern')), eb('d.description', 'ilike', arg('pattern'))]));
      if (byCategory) query = query.where(sql<string>`lower(d.category)`, '=', arg('category'));
      if (byPlays) query = query.orderBy(sql`coalesce(t.plays, 0)`, 'desc');
      return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(arg('limit')).offset(arg('offset'));
    },
    { cached: true },
  );
}

/** Makes a public game private again (its owner, or an admin, unpublishing it). */
export async function unpublishGame(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('dictionaries').set({ is_public: false, updated_at: now }).where('id', '=', id).execute();
}

// Read back a row just written in the same connection or transaction: it cannot be missing.
async function findWritten(db: Kysely<Database>, id: number): Promise<GameRow> {
  const row = await findGame(db, id);
  if (!row) throw new Error(`dictionary ${id} vanished right after it was written`);
  return row;
}

export async function insertGame(db: Kysely<Database>, game: NewGame): Promise<GameRow> {
  const { id } = await db
    .insertInto('dictionaries')
    .values({ ...game, updated_at: game.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findWritten(db, id);
}

export async function updateGame(db: Kysely<Database>, id: number, changes: GameChanges, now: Date): Promise<GameRow> {
  await db
    .updateTable('dictionaries')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
  return findWritten(db, id);
}

export async function deleteGame(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('dictionaries').where('id', '=', id).execute();
}

/** The names of the user's saved games, lower-cased (for picking a free name). */
export async function ownGameNames(db: Kysely<Database>, ownerId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('dictionaries').select('name').where('owner_id', '=', ownerId).execute();
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/** The name and pairs of each of the user's saved games, oldest first (the first save of a pair set names it). */
export function listOwnGameData(db: Kysely<Database>, ownerId: number): Promise<Pick<GameRow, 'name' | 'data'>[]> {
  return db.selectFrom('dictionaries').select(['name', 'data']).where('owner_id', '=', ownerId).orderBy('created_at').execute();
}
