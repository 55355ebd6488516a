import { uniquePairs, type GameData, type SideLanguages } from '@matchdrop/shared';
import type { StoredSideLanguages } from '@matchdrop/db';

/**
 * Which item of each pair is on the left (R-PIC-18). A game's pairs are stored as jsonb, which keeps an object's keys
 * in its own order (shorter keys first), not the order they were sent in: "poire" comes before a picture item's long
 * text, so the side a pair's item is on would flip after a save. The left items, as the writer sent the pairs, are
 * therefore stored with the languages, and the game's pairs are answered in that orientation.
 */
export function withLeftItems(languages: SideLanguages, data: GameData): StoredSideLanguages {
  return { left: languages.left, right: languages.right, leftItems: uniquePairs(data).map(([left]) => left) };
}

/** The languages as the API answers them (the stored left items are the server's own business). */
export function publicLanguages({ left, right }: SideLanguages): SideLanguages {
  return { left, right };
}

/** The entries of `data` with each stored left item (and its counterpart after it) first, the rest as they were. */
function orientedEntries(data: GameData, leftItems: readonly string[]): [string, string][] {
  const entries: [string, string][] = [];
  const done = new Set<string>();
  const add = (key: string): void => {
    if (done.has(key) || !Object.hasOwn(data, key)) return;
    done.add(key);
    entries.push([key, data[key]!]);
  };
  for (const left of leftItems) {
    add(left);
    if (Object.hasOwn(data, left)) add(data[left]!);
  }
  for (const key of Object.keys(data)) add(key);
  return entries;
}

/** `data` with the game's left items first (an object without hidden classes, as the repository builds them). */
export function orientedData(data: GameData, leftItems: readonly string[]): GameData {
  const oriented = Object.create(null) as GameData;
  for (const [key, value] of orientedEntries(data, leftItems)) oriented[key] = value;
  return oriented;
}

/**
 * The stored JSON text of the pairs in the game's orientation, written out entry by entry: a JavaScript object would
 * put keys that look like array indices ("7") first whatever their order.
 */
export function orientedDataJson(dataJson: string, leftItems: readonly string[]): string {
  const entries = orientedEntries(JSON.parse(dataJson) as GameData, leftItems);
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}
