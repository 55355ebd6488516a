/**
 * Two-column tables pasted or exported from spreadsheets (CSV / TSV), read as game entries.
 *
 * Separator: tab, semicolon or comma, sniffed: each candidate parses the first rows, and the one that
 * splits the most of them into two or more non-blank cells wins; a tie goes to tab, then semicolon,
 * then comma, because commas turn up inside ordinary text far more often than tabs or semicolons.
 * Quoting follows RFC 4180: a field may be wrapped in double quotes (spaces before the opening quote are
 * ignored), may then hold separators and line breaks, and "" stands for one quote.
 *
 * Header row: the first row is a header, and dropped, when both of its first two cells read like column
 * titles: every word of the cell (letters only; digits, punctuation and single letters ignored, so
 * "Term 1" and "Column A" count) is a known title word — a role (term, definition, word, translation,
 * question, answer, front, back, key, value…) or a language name or code (english, russian, en, ru…).
 * So "term,definition", "word;translation" and "English\tRussian" are headers, while "cat,кошка" or
 * "H,Hydrogen" are data. Words that are also natural data (left/right, up/down) are deliberately not
 * title words. The price: a game whose first pair is literally "question,answer" loses that pair.
 *
 * Rows: cells beyond the second are ignored; rows with a single cell (blank lines too) are skipped.
 */

export type Separator = '\t' | ';' | ',';

const SEPARATORS: readonly Separator[] = ['\t', ';', ','];
const SNIFF_ROWS = 20;

const TITLE_WORDS = new Set([
  // roles
  'term',
  'terms',
  'definition',
  'definitions',
  'word',
  'words',
  'translation',
  'translations',
  'meaning',
  'meanings',
  'question',
  'questions',
  'answer',
  'answers',
  'front',
  'back',
  'prompt',
  'response',
  'key',
  'keys',
  'value',
  'values',
  'item',
  'items',
  'match',
  'counterpart',
  'pair',
  'source',
  'target',
  'original',
  'native',
  'foreign',
  'column',
  'col',
  'side',
  'text',
  'name',
  'description',
  'card',
  'language',
  'phrase',
  'character',
  'characters',
  'pinyin',
  'hanzi',
  'symbol',
  'element',
  'formula',
  'date',
  'event',
  'country',
  'code',
  'number',
  // languages and their codes
  'english',
  'russian',
  'chinese',
  'mandarin',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'japanese',
  'korean',
  'arabic',
  'hindi',
  'latin',
  'greek',
  'dutch',
  'polish',
  'turkish',
  'ukrainian',
  'swedish',
  'en',
  'ru',
  'zh',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ja',
  'ko',
  'ar',
  'uk',
  // the same titles in Russian, for the english-russian style of game
  'слово',
  'перевод',
  'термин',
  'определение',
  'вопрос',
  'ответ',
  'русский',
  'английский',
  'китайский',
]);

/** Rows of cells, split on the given separator (or the sniffed one). Cells are not trimmed. */
export function parseTable(text: string, separator: Separator = sniffSeparator(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let canOpenQuote = true; // only whitespace so far in this field
  const endField = (): void => {
    row.push(field);
    field = '';
    canOpenQuote = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && canOpenQuote) {
      quoted = true;
      canOpenQuote = false;
      field = '';
    } else if (ch === separator) {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else {
      field += ch;
      if (ch.trim() !== '') canOpenQuote = false;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The separator that splits the most of the first rows into two non-blank cells (ties: tab, ;, ,). */
export function sniffSeparator(text: string): Separator {
  let best: Separator = '\t';
  let bestScore = -1;
  for (const separator of SEPARATORS) {
    const sample = parseTable(text, separator).slice(0, SNIFF_ROWS);
    const score = sample.filter((cells) => cells.filter((cell) => cell.trim() !== '').length >= 2).length;
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}

function isTitleCell(cell: string): boolean {
  const words = cell
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1);
  return words.length > 0 && words.every((word) => TITLE_WORDS.has(word));
}

/** Whether a first row is a header (see the module comment). */
export function isHeaderRow(cells: readonly string[]): boolean {
  const [first, second] = cells;
  return first !== undefined && second !== undefined && isTitleCell(first) && isTitleCell(second);
}

/** The table's entries: header dropped, single-cell rows skipped, cells past the second ignored. */
export function tableEntries(text: string): Array<[string, string]> {
  const rows = parseTable(text);
  const body = rows[0] !== undefined && isHeaderRow(rows[0]) ? rows.slice(1) : rows;
  const entries: Array<[string, string]> = [];
  for (const [first, second] of body) {
    if (first !== undefined && second !== undefined) entries.push([first, second]);
  }
  return entries;
}
