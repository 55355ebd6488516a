import {
  GAME_NAME_MAX,
  SAMPLE_PREVIEW_PAIRS,
  createRng,
  normalizeGameData,
  normalizeGameEntries,
  selectPairs,
  toTwoWayMap,
  truncateText,
  type AiGame,
  type Pair,
} from '@matchdrop/shared';
import { AI_GAME_PAIRS_MAX, AI_GAME_PAIRS_MIN } from './limits.js';
import type { GeneratedGame } from './types.js';

/** The entries as pairs, in their order and orientation, each pair once (whichever way round it repeats). */
function orderedPairs(entries: ReadonlyArray<readonly [string, unknown]>): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const [rawKey, rawValue] of entries) {
    const key = rawKey.trim();
    const value = rawValue === null || rawValue === undefined ? '' : String(rawValue).trim();
    if (key === '' || value === '' || key === value) continue;
    const id = JSON.stringify(key < value ? [key, value] : [value, key]);
    if (seen.has(id)) continue;
    seen.add(id);
    pairs.push([key, value]);
  }
  return pairs;
}

export type BuildResult = { ok: true; game: GeneratedGame; trimmed: number } | { ok: false; error: string };

/** A game name: whitespace collapsed, at most GAME_NAME_MAX characters, `fallback` when blank. */
export function gameName(name: string, fallback = 'AI Game'): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return truncateText(clean === '' ? fallback : clean, GAME_NAME_MAX);
}

/**
 * A game from raw entries, through the shared normalizer (same limits and messages as an uploaded file).
 * Fewer than AI_GAME_PAIRS_MIN pairs is an error; past AI_GAME_PAIRS_MAX the first ones are kept
 * (`trimmed` says how many were dropped).
 */
export function buildGame(name: string, entries: ReadonlyArray<readonly [string, unknown]>): BuildResult {
  const normalized = normalizeGameEntries(entries);
  if (!normalized.ok) return normalized;
  let pairs = orderedPairs(entries);
  if (pairs.length < AI_GAME_PAIRS_MIN) {
    const found = pairs.length === 1 ? 'only 1 pair was' : `only ${pairs.length} pairs were`;
    return { ok: false, error: `${found} found; a game needs at least ${AI_GAME_PAIRS_MIN}` };
  }
  const trimmed = Math.max(0, pairs.length - AI_GAME_PAIRS_MAX);
  if (trimmed > 0) pairs = pairs.slice(0, AI_GAME_PAIRS_MAX);
  // Built from the pairs like every stored game is read back, so a game compares equal to its stored copy.
  return { ok: true, game: gameFromPairs(name, pairs), trimmed };
}

/** A game from pairs the server made itself (catalog, data packages, refinements). */
export function gameFromPairs(name: string, pairs: readonly Pair[]): GeneratedGame {
  return { name: gameName(name), pairs: [...pairs], data: toTwoWayMap(pairs) };
}

/** The game as answers show it, with its 3 sample pairs. */
export function toGameJson(game: GeneratedGame): AiGame {
  // Seeded by the game itself: the same game always previews the same pairs.
  const rng = createRng(`${game.name}\u0000${Object.keys(game.data).length}`);
  return {
    name: game.name,
    data: game.data,
    pairCount: game.pairs.length,
    samplePairs: selectPairs(game.data, SAMPLE_PREVIEW_PAIRS, rng),
  };
}

/** A word map's identity, whatever the key order (for "already saved" checks). */
export function wordMapKey(data: unknown): string {
  const normalized = normalizeGameData(data);
  const map = normalized.ok ? normalized.data : {};
  return JSON.stringify(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
