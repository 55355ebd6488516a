import { isHeaderRow, parseTable } from '@matchdrop/shared';

/**
 * Pasted lists of pairs, one pair per line, in the forms people type or copy:
 * `term - definition`, `term – definition`, `a = b`, `a: b`, `a -> b`, tab- or comma-separated columns,
 * numbered (`1. a - b`, `2) a - b`) and bulleted (`- a - b`, `• a: b`) lines. A single line may also hold
 * several pairs separated by semicolons (`cat = кошка; dog = собака`).
 *
 * One separator is chosen for the whole list: the one that splits the most lines, ties going to the
 * most specific (tab, arrows, '=', dashes, ':', ';', ','), so `5 - 3 = 2` reads as "5 - 3" ↔ "2".
 * Lines are split at the separator's first occurrence. A first row of column titles ("Term - Definition",
 * "English<TAB>Russian") is dropped.
 */

export interface ParsedList {
  pairs: Array<[string, string]>;
  /** Lines inside the list that held no pair (intro lines before the first pair are not counted). */
  skipped: string[];
  /** A short line before the list that looks like its title ("Spanish animals:"). */
  title: string | undefined;
}

interface Separator {
  /** Splits a line into [left, right] at the separator's first occurrence, or undefined. */
  split(line: string): [string, string] | undefined;
}

function splitAt(pattern: RegExp): Separator['split'] {
  return (line) => {
    const match = pattern.exec(line);
    if (!match) return undefined;
    const left = line.slice(0, match.index).trim();
    const right = line.slice(match.index + match[0].length).trim();
    return left !== '' && right !== '' ? [left, right] : undefined;
  };
}

// A question or exclamation is prose, whatever commas it holds ("Hello, can you make me a game?").
const SENTENCE_END = /[?!]$/;

// Delimited columns are read with the shared CSV/TSV reader (quotes, extra columns ignored).
function delimited(char: '\t' | ';' | ','): Separator {
  return {
    split: (line) => {
      if (char !== '\t' && SENTENCE_END.test(line)) return undefined;
      const [left = '', right = ''] = parseTable(line, char)[0] ?? [];
      return left.trim() !== '' && right.trim() !== '' ? [left.trim(), right.trim()] : undefined;
    },
  };
}

const SEPARATORS: readonly Separator[] = [
  delimited('\t'),
  { split: splitAt(/\s*(?:->|=>|→|⇒|⟶)\s*/) },
  { split: splitAt(/\s*=\s*/) },
  { split: splitAt(/\s+[–—]\s+|\s*—\s*/) },
  { split: splitAt(/\s+-{1,2}\s+/) },
  // A colon, but not inside a time or ratio such as 10:30 or 3:4.
  { split: splitAt(/\s*(?:(?<!\d):|:(?!\d))\s*/) },
  delimited(';'),
  delimited(','),
];

const LIST_MARKER = /^(?:\(?\d{1,3}[.)]\s+|[-*•·▪◦‣]\s+)/;
// Intro lines such as "Make a game from this list:" are requests, not titles.
const REQUEST_WORDS = /\b(?:make|create|build|generate|turn|game|list|these|this|following|here|please|pairs)\b/i;
const TITLE_MAX = 60;
const MAX_INTRO_LINES = 2;

function lines(text: string): string[] {
  const all = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  // One line of "a = b; c = d; …" is a list too.
  if (all.length === 1 && (all[0]?.split(';').length ?? 0) >= 3)
    return (all[0] ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean);
  return all;
}

function chooseSeparator(items: readonly string[]): Separator {
  let best = SEPARATORS[0] as Separator;
  let bestCount = -1;
  for (const separator of SEPARATORS) {
    const count = items.filter((line) => separator.split(line) !== undefined).length;
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

function titleFrom(line: string | undefined): string | undefined {
  if (line === undefined || !line.endsWith(':')) return undefined;
  const title = line.slice(0, -1).trim();
  return title !== '' && title.length <= TITLE_MAX && !REQUEST_WORDS.test(title) ? title : undefined;
}

/** Reads pairs from a pasted list; undefined when the text is not a list of at least two pairs. */
export function parseList(text: string): ParsedList | undefined {
  const items = lines(text).map((line) => line.replace(LIST_MARKER, ''));
  if (items.length < 2) return undefined;
  const separator = chooseSeparator(items);
  const pairs: Array<[string, string]> = [];
  const skipped: string[] = [];
  let title: string | undefined;
  let intro = 0;
  for (const [index, line] of items.entries()) {
    // Inside the list, a line may use another separator than the rest ("green: verde" among dashes).
    const pair = separator.split(line) ?? (pairs.length > 0 ? parsePair(line) : undefined);
    if (pair) pairs.push(pair);
    else if (pairs.length > 0) skipped.push(line);
    else {
      intro += 1;
      if (index === 0) title = titleFrom(line);
    }
  }
  const first = pairs[0];
  if (first && isHeaderRow(first)) pairs.shift();
  // Mostly pairs after a short intro: a paragraph of prose that happens to hold a few commas is not a list.
  if (pairs.length < 2 || intro > MAX_INTRO_LINES || pairs.length < ((pairs.length + skipped.length) * 3) / 5) return undefined;
  return { pairs, skipped, title };
}

/** One pair typed inline ("dog - собака", "H = Hydrogen"), with the same separators as a list. */
export function parsePair(text: string): [string, string] | undefined {
  const line = text.trim().replace(LIST_MARKER, '');
  for (const separator of SEPARATORS) {
    const pair = separator.split(line);
    if (pair) return pair;
  }
  return undefined;
}
