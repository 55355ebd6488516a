import type { Database, Kysely } from '@matchdrop/db';
import { findBuiltinGame, isPairIn, uniquePairs, type GameData } from '@matchdrop/shared';
import { findVisibleGame } from '../dictionaries/service.js';
import { HttpError } from '../http/http-error.js';

export type GameRef = { gameId: string } | { dictionaryId: number };

async function gameData(db: Kysely<Database>, ref: GameRef, viewer: number | undefined): Promise<GameData> {
  if ('dictionaryId' in ref) return (await findVisibleGame(db, ref.dictionaryId, viewer)).data;
  const builtin = findBuiltinGame(ref.gameId);
  if (!builtin) throw new HttpError(404, 'Game not found');
  return builtin.data;
}

/**
 * Whether two items are a pair of the game. Judged against the game's pair list, not its two-way map:
 * the map keeps one counterpart per item, but "12" is both "3 × 4" and "2 × 6" in the times table.
 */
export async function checkMatch(
  db: Kysely<Database>,
  ref: GameRef,
  item1: string,
  item2: string,
  viewer: number | undefined,
): Promise<boolean> {
  return isPairIn(uniquePairs(await gameData(db, ref, viewer)), item1, item2);
}
