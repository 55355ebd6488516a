import type { Database, Kysely } from '@matchdrop/db';
import { BUILTIN_GAMES, findBuiltinGame, isPairIn, uniquePairs, type GameData } from '@matchdrop/shared';
import { findVisibleGame } from '../games/service.js';
import { HttpError } from '../http/http-error.js';
import { readableGameHasPair } from './repository.js';

export type GameRef = { gameId: string } | { dictionaryId: number };

async function gameData(db: Kysely<Database>, ref: GameRef, viewer: number | undefined): Promise<GameData> {
  if ('dictionaryId' in ref) return (await findVisibleGame(db, ref.dictionaryId, viewer)).data;
  const builtin = findBuiltinGame(ref.gameId);
  if (!builtin) throw new HttpError(404, 'game_not_found', 'Game not found');
  return builtin.data;
}

/** The same verdict as isPairIn(uniquePairs(data), a, b), from two map lookups instead of a walk over the pairs. */
function mapHasPair(data: GameData, a: string, b: string): boolean {
  if (a === b) return false;
  return (Object.hasOwn(data, a) && data[a] === b) || (Object.hasOwn(data, b) && data[b] === a);
}

/**
 * Whether two items are a pair of the game. Judged against the game's pair list, not its two-way map:
 * the map keeps one counterpart per item, but "12" is both "3 × 4" and "2 × 6" in the times table.
 * Without a game, the pair is judged against every built-in game and every saved game the viewer may read.
 */
export async function checkMatch(db: Kysely<Database>, ref: GameRef | undefined, item1: string, item2: string, viewer: number | undefined): Promise<boolean> {
  if (ref) return isPairIn(uniquePairs(await gameData(db, ref, viewer)), item1, item2);
  if (item1 === item2) return false;
  if (BUILTIN_GAMES.some((game) => mapHasPair(game.data, item1, item2))) return true;
  return readableGameHasPair(db, item1, item2, viewer);
}
