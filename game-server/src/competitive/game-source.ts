import type { Database, Kysely } from '@matchdrop/db';
import { builtinItemSides, findBuiltinGame, normalizeGameData, PAIR_SLIDER_MIN } from '@matchdrop/shared';
import type { ErrorCode } from '@matchdrop/shared';
import { pairCountRange } from './logic/index.js';
import type { RoomGame } from './logic/index.js';
import { findSavedGame } from './repository.js';

/** The game a room plays, and where it came from (so rounds count on that game's leaderboard). */
export type { RoomGame };

/** A built-in game id, a saved game id, or the game data itself (an uploaded game), in that order of preference. */
export interface GameChoice {
  builtinGameId?: string;
  dictionaryId?: number;
  dictionaryData?: Record<string, unknown>;
  /** The name to show; defaults to the game's own name. */
  name?: string;
}

export type GameLookup = { ok: true; game: RoomGame } | { ok: false; status: 400 | 404; code: ErrorCode; error: string; values?: Record<string, unknown> };

const NOT_FOUND: GameLookup = { ok: false, status: 404, code: 'game_not_found', error: 'Game not found' };

/** A saved game the user may play: their own or a public one (anyone else's private game looks absent). */
async function savedGame(db: Kysely<Database> | undefined, userId: number, id: number): Promise<RoomGame | null> {
  if (!db) return null;
  const row = await findSavedGame(db, id);
  if (!row || (row.owner_id !== userId && !row.is_public)) return null;
  return { name: row.name, data: row.data, dictionaryId: row.id, builtinGameId: null, ...(row.languages && { languages: row.languages }) };
}

async function lookup(db: Kysely<Database> | undefined, userId: number, choice: GameChoice): Promise<GameLookup> {
  if (choice.builtinGameId !== undefined) {
    const builtin = findBuiltinGame(choice.builtinGameId);
    if (!builtin) return NOT_FOUND;
    const languages = builtinItemSides(builtin.data, builtin.languages);
    return { ok: true, game: { name: builtin.name, data: builtin.data, dictionaryId: null, builtinGameId: builtin.id, ...(languages && { languages }) } };
  }
  if (choice.dictionaryId !== undefined) {
    const saved = await savedGame(db, userId, choice.dictionaryId);
    return saved ? { ok: true, game: saved } : NOT_FOUND;
  }
  const normalized = normalizeGameData(choice.dictionaryData);
  if (!normalized.ok) return { ok: false, status: 400, code: 'invalid_game_data', error: normalized.error };
  return { ok: true, game: { name: 'Custom game', data: normalized.data, dictionaryId: null, builtinGameId: null } };
}

/**
 * The game for a new room or a topic proposal. The server always holds the data itself: built-in games come
 * from the catalog, saved games from the database (never from what the client claims they contain), and
 * uploaded data goes through the same normalizer as an uploaded file. A game too small for the 3-pair
 * minimum is refused.
 */
export async function resolveRoomGame(db: Kysely<Database> | undefined, userId: number, choice: GameChoice): Promise<GameLookup> {
  const found = await lookup(db, userId, choice);
  if (!found.ok) return found;
  if (pairCountRange(found.game.data).max < PAIR_SLIDER_MIN) {
    return { ok: false, status: 400, code: 'game_too_small', error: `This game needs at least ${PAIR_SLIDER_MIN} pairs`, values: { min: PAIR_SLIDER_MIN } };
  }
  const name = choice.name?.trim();
  return { ok: true, game: { ...found.game, name: name || found.game.name } };
}
