import { ITEM_TEXT_MAX } from './constants.js';
import { countPairs } from './pairs.js';
import { tableEntries } from './tabular.js';
import { charLength, truncateText } from './text.js';
import type { GameData } from './types.js';

/**
 * Turns an uploaded game file into a two-way map (R-GAME-3). Checks, in this order:
 * not valid JSON → 'Invalid JSON file format'; not a plain object → 'Invalid JSON format';
 * no keys → 'Game file is empty'; then, entry by entry, a key or value over 200 characters →
 * 'Key "…" exceeds maximum length of 200 characters' (or Value), quoting at most 50 characters of it
 * followed by '…' so the message stays readable; nothing usable left → 'No items processed from dictionary'.
 *
 * Entries: keys and values are trimmed, and lengths are counted after trimming, in characters (an emoji
 * is one). A blank key or value (or null) skips its entry, and so does an item that is its own counterpart.
 * Numbers and true/false are taken as their text ("4": 16 is the pair 4 ↔ 16); an object or a list as a
 * value is refused: 'Value of "<key>" must be text, not an object' (or 'not a list').
 * Missing reverse mappings are added (the message says, in the player's words, how many pairs now work both ways): every value that is not itself a key gets its key as counterpart,
 * and the message counts them. When a key repeats (possible in CSV), its first value wins, as in toTwoWayMap.
 */

export type NormalizeResult = { ok: true; data: GameData; addedReverse: number; pairCount: number; message: string } | { ok: false; error: string };

const fail = (error: string): NormalizeResult => ({ ok: false, error });

// 50 characters of the offending text, then an ellipsis.
const quoted = (text: string): string => truncateText(text, 51);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A value's text, null for "skip this entry", or an error message. */
function valueText(key: string, value: unknown): { text: string | null } | { error: string } {
  if (value === null || value === undefined) return { text: null };
  if (typeof value === 'string') return { text: value.trim() };
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return { text: String(value) };
  const kind = Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  return { error: `Value of "${quoted(key)}" must be text, not ${kind}` };
}

/** Normalizes entries already read from a file (JSON object entries or table rows). */
export function normalizeGameEntries(entries: ReadonlyArray<readonly [string, unknown]>): NormalizeResult {
  const pairs: Array<[string, string]> = [];
  for (const [rawKey, rawValue] of entries) {
    const key = rawKey.trim();
    if (key === '') continue;
    if (charLength(key) > ITEM_TEXT_MAX) {
      return fail(`Key "${quoted(key)}" exceeds maximum length of ${ITEM_TEXT_MAX} characters`);
    }
    const value = valueText(key, rawValue);
    if ('error' in value) return fail(value.error);
    if (value.text === null || value.text === '') continue;
    if (charLength(value.text) > ITEM_TEXT_MAX) {
      return fail(`Value "${quoted(value.text)}" exceeds maximum length of ${ITEM_TEXT_MAX} characters`);
    }
    if (value.text !== key) pairs.push([key, value.text]);
  }

  const map = new Map<string, string>(); // a Map keeps "__proto__" an ordinary item
  for (const [key, value] of pairs) if (!map.has(key)) map.set(key, value);
  let addedReverse = 0;
  for (const [key, value] of pairs) {
    if (map.has(value)) continue;
    map.set(value, key);
    addedReverse += 1;
  }
  if (map.size === 0) return fail('No items processed from dictionary');

  const data: GameData = Object.fromEntries(map);
  const message =
    addedReverse === 0
      ? 'Every pair works in both directions'
      : // The player's words for "the missing reverse mappings were added".
        `${addedReverse} pair${addedReverse === 1 ? '' : 's'} will also work in the other direction`;
  return { ok: true, data, addedReverse, pairCount: countPairs(data), message };
}

/** Normalizes a parsed JSON value (an uploaded file, a saved game body, an AI answer). */
export function normalizeGameData(input: unknown): NormalizeResult {
  if (!isPlainObject(input)) return fail('Invalid JSON format');
  const entries = Object.entries(input);
  if (entries.length === 0) return fail('Game file is empty');
  return normalizeGameEntries(entries);
}

function parseJsonGame(text: string): NormalizeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('Invalid JSON file format');
  }
  return normalizeGameData(parsed);
}

function parseTableGame(text: string): NormalizeResult {
  if (text.trim() === '') return fail('Game file is empty');
  return normalizeGameEntries(tableEntries(text));
}

/** Text that is no JSON object or list but has a tab, comma or semicolon on its first line reads as a table. */
function looksTabular(text: string): boolean {
  const trimmed = text.trimStart();
  if (trimmed === '' || trimmed.startsWith('{') || trimmed.startsWith('[')) return false;
  const firstLine = trimmed.split(/\r\n|\r|\n/, 1)[0] ?? '';
  return /[\t,;]/.test(firstLine);
}

/**
 * Reads a game file by its extension: .csv and .tsv as tables, .json as JSON (case-insensitive).
 * Any other name is sniffed: tabular-looking text as a table, everything else as JSON, so a bad
 * file still gets the spec's JSON messages. A leading byte-order mark (spreadsheet exports) is ignored.
 */
export function parseGameFile(text: string, fileName: string): NormalizeResult {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'tsv') return parseTableGame(body);
  if (extension === 'json') return parseJsonGame(body);
  return looksTabular(body) ? parseTableGame(body) : parseJsonGame(body);
}
