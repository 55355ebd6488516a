import type { Database, Kysely } from '@matchdrop/db';
import { savedGamesLanguages } from './repository.js';
import { builtinItemSides, findBuiltinGame, pairLanguages, type ItemSides, type Pair } from '@matchdrop/shared';

/** A review card as far as its languages go: its pair and the game it came from ('d:<id>' or 'b:<id>'). */
export interface CardOfGame {
  pair: Pair;
  gameKey: string;
}

/** The side languages of the saved games among `gameKeys` that have them, by game key: one query for the whole deal. */
async function savedSides(db: Kysely<Database>, gameKeys: readonly string[]): Promise<Map<string, ItemSides>> {
  const ids = gameKeys.filter((key) => key.startsWith('d:')).map((key) => Number(key.slice(2)));
  if (ids.length === 0) return new Map();
  const rows = await savedGamesLanguages(db, ids);
  return new Map(rows.flatMap((row) => (row.languages ? [[`d:${row.id}`, row.languages] as const] : [])));
}

function builtinSides(gameKey: string): ItemSides | undefined {
  const game = gameKey.startsWith('b:') ? findBuiltinGame(gameKey.slice(2)) : undefined;
  return game ? builtinItemSides(game.data, game.languages) : undefined;
}

/**
 * Each review card's item languages (R-PIC-20), from its own game (a review mixes games): undefined for a card whose
 * game has no side languages, or is gone.
 */
export async function cardLanguages(db: Kysely<Database>, cards: readonly CardOfGame[]): Promise<Array<[string, string] | undefined>> {
  const keys = [...new Set(cards.map((card) => card.gameKey))];
  const saved = await savedSides(db, keys);
  return cards.map(({ pair, gameKey }) => {
    const sides = saved.get(gameKey) ?? builtinSides(gameKey);
    return sides ? pairLanguages(sides, pair) : undefined;
  });
}
