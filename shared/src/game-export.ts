import type { GameData, Pair } from './types.js';

/** The header row of an exported table: both cells are title words, so upload drops it (tabular.ts). */
export const EXPORT_CSV_HEADER = ['Term', 'Counterpart'] as const;

/**
 * The rows that rebuild exactly this two-way map when uploaded (normalizeGameEntries): a symmetric pair
 * once (upload adds its reverse), and each one-way entry of an ambiguous game (3 × 4 → 12 while 12 → 2 × 6)
 * as its own row, after every symmetric pair, so the reverse that upload adds is the one the map holds.
 */
export function exportRows(data: GameData): Pair[] {
  const symmetric: Pair[] = [];
  const oneWay: Pair[] = [];
  const done = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    if (done.has(key)) continue;
    if (data[value] === key && Object.hasOwn(data, value)) {
      symmetric.push([key, value]);
      done.add(value);
    } else {
      oneWay.push([key, value]);
    }
    done.add(key);
  }
  return [...symmetric, ...oneWay];
}

// Every cell quoted (RFC 4180): separators, quotes and line breaks inside an item survive.
const csvCell = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** Rows of pairs as a two-column CSV table, in the format upload accepts (a header row, then one row per pair). */
export function pairsToCsv(rows: readonly (readonly [string, string])[]): string {
  return [EXPORT_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The game as a CSV table that upload turns back into exactly this map. */
export function gameToCsv(data: GameData): string {
  return pairsToCsv(exportRows(data));
}

/** The game as the JSON object upload accepts: its whole two-way map. */
export function gameToJson(data: GameData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** A file name for an exported game: its name with characters file systems refuse replaced. */
export function exportFileName(name: string, extension: 'csv' | 'json' | 'zip'): string {
  const base =
    Array.from(name, (c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .replace(/_+/g, '_')
      .trim() || 'game';
  return `${base}.${extension}`;
}
