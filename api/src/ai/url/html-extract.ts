import { ITEM_TEXT_MAX, charLength } from '@matchdrop/shared';
import { tokenize } from './html-tokens.js';

/**
 * What a page offers for a game: pairs from two-column tables, from definition lists (dt/dd) and from
 * list items written "term – definition" (or "term: definition"); its title; and its readable text.
 * Each of the three sources is collected over the whole page and the richest one wins, so a page's
 * navigation menu does not get mixed into its glossary.
 */

export interface ExtractedPage {
  title: string;
  text: string;
  pairs: Array<[string, string]>;
}

type Pair = [string, string];

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();
const usable = (text: string): boolean => text !== '' && charLength(text) <= ITEM_TEXT_MAX;
// Items written "term – definition": a spaced dash, or a colon (not that of a time such as 10:30).
const ITEM_SEPARATOR = /\s+[–—-]\s+|(?<!\d):(?!\d)\s*|(?<=\d):\s+/;

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'table',
  'section',
  'article',
  'ul',
  'ol',
  'dl',
  'header',
  'footer',
  'blockquote',
  'pre',
  'hr',
]);

interface Cell {
  text: string;
  header: boolean;
}

interface TableState {
  rows: Cell[][];
  row: Cell[] | null;
  cell: Cell | null;
}

interface DlState {
  pairs: Pair[];
  term: string | null;
  part: 'dt' | 'dd' | null;
  buffer: string;
}

interface ListState {
  items: string[];
  open: string | null;
}

function tablePairs(rows: readonly Cell[][]): Pair[] {
  const filled = rows.filter((row) => row.length > 0);
  const twoColumn = filled.filter((row) => row.length === 2);
  // A two-column table: most of its rows have exactly two cells.
  if (twoColumn.length === 0 || twoColumn.length * 5 < filled.length * 3) return [];
  const pairs: Pair[] = [];
  for (const [a, b] of twoColumn.map((row) => row.map((cell) => ({ ...cell, text: clean(cell.text) })))) {
    if (!a || !b || (a.header && b.header)) continue; // a heading row
    if (usable(a.text) && usable(b.text)) pairs.push([a.text, b.text]);
  }
  return pairs;
}

function listPairs(items: readonly string[]): Pair[] {
  const pairs: Pair[] = [];
  for (const item of items.map(clean)) {
    const match = ITEM_SEPARATOR.exec(item);
    if (!match) continue;
    const left = item.slice(0, match.index).trim();
    const right = item.slice(match.index + match[0].length).trim();
    if (usable(left) && usable(right)) pairs.push([left, right]);
  }
  // Only a list that is mostly "term – definition" items counts; a menu with one dash does not.
  return pairs.length * 5 >= items.length * 3 ? pairs : [];
}

export function extractPage(html: string): ExtractedPage {
  const tables: TableState[] = [];
  const dls: DlState[] = [];
  const lists: ListState[] = [];
  const found = { tables: [] as Pair[], dls: [] as Pair[], lists: [] as Pair[] };
  const text: string[] = [];
  let title = '';
  let inTitle = false;
  let h1 = '';
  let inH1 = false;

  const closeCell = (t: TableState): void => {
    if (t.cell) t.row?.push(t.cell);
    t.cell = null;
  };
  const closeRow = (t: TableState): void => {
    closeCell(t);
    if (t.row) t.rows.push(t.row);
    t.row = null;
  };
  const flushDl = (d: DlState): void => {
    const part = clean(d.buffer);
    if (d.part === 'dt') d.term = part;
    else if (d.part === 'dd' && d.term !== null && usable(d.term) && usable(part)) {
      d.pairs.push([d.term, part]);
      d.term = null; // a second dd of the same term is not another pair
    }
    d.part = null;
    d.buffer = '';
  };
  const closeItem = (l: ListState): void => {
    if (l.open !== null) l.items.push(l.open);
    l.open = null;
  };

  const onStart = (name: string, table: TableState | undefined, dl: DlState | undefined, list: ListState | undefined): void => {
    if (name === 'title') inTitle = true;
    else if (name === 'h1') inH1 = true;
    else if (name === 'table') tables.push({ rows: [], row: null, cell: null });
    else if (name === 'tr' && table) {
      closeRow(table);
      table.row = [];
    } else if ((name === 'td' || name === 'th') && table) {
      closeCell(table);
      table.row ??= [];
      table.cell = { text: '', header: name === 'th' };
    } else if (name === 'dl') dls.push({ pairs: [], term: null, part: null, buffer: '' });
    else if ((name === 'dt' || name === 'dd') && dl) {
      flushDl(dl);
      dl.part = name;
    } else if (name === 'ul' || name === 'ol') lists.push({ items: [], open: null });
    else if (name === 'li' && list) {
      closeItem(list);
      list.open = '';
    } else if (name === 'br') {
      if (table?.cell) table.cell.text += ' ';
      if (list && list.open !== null) list.open += ' ';
    }
  };

  const onEnd = (name: string, table: TableState | undefined, dl: DlState | undefined, list: ListState | undefined): void => {
    if (name === 'title') inTitle = false;
    else if (name === 'h1') inH1 = false;
    else if (name === 'table' && table) {
      closeRow(table);
      tables.pop();
      found.tables.push(...tablePairs(table.rows));
    } else if (name === 'tr' && table) closeRow(table);
    else if ((name === 'td' || name === 'th') && table) closeCell(table);
    else if (name === 'dl' && dl) {
      flushDl(dl);
      dls.pop();
      found.dls.push(...dl.pairs);
    } else if ((name === 'dt' || name === 'dd') && dl) flushDl(dl);
    else if ((name === 'ul' || name === 'ol') && list) {
      closeItem(list);
      lists.pop();
      found.lists.push(...listPairs(list.items));
    } else if (name === 'li' && list) closeItem(list);
  };

  for (const token of tokenize(html)) {
    const table = tables.at(-1);
    const dl = dls.at(-1);
    const list = lists.at(-1);
    if (token.kind === 'text') {
      text.push(token.text);
      if (inTitle) title += token.text;
      if (inH1) h1 += token.text;
      if (table?.cell) table.cell.text += token.text;
      if (dl?.part) dl.buffer += token.text;
      if (list && list.open !== null) list.open += token.text;
      continue;
    }
    if (BLOCKS.has(token.name)) text.push('\n');
    else if (token.kind === 'start' && (token.name === 'td' || token.name === 'th')) text.push(' | ');
    if (token.kind === 'start') onStart(token.name, table, dl, list);
    else onEnd(token.name, table, dl, list);
  }

  const best = [found.tables, found.dls, found.lists].reduce((a, b) => (b.length > a.length ? b : a));
  const readable = text
    .join('')
    .split('\n')
    .map((line) => clean(line).replace(/^\|\s*/, ''))
    .filter((line) => line !== '')
    .join('\n');
  return { title: clean(title) || clean(h1), text: readable, pairs: best };
}
