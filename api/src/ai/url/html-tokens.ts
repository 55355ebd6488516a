/**
 * A small HTML tokenizer, enough to find tables, definition lists and list items in a page: start
 * and end tags by name (attributes skipped, quoted '>' included), text with entities decoded, comments
 * and the contents of script, style, template, noscript, svg and similar elements dropped.
 */

export type HtmlToken = { kind: 'start'; name: string } | { kind: 'end'; name: string } | { kind: 'text'; text: string };

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  times: '×',
  divide: '÷',
  minus: '−',
  plusmn: '±',
  deg: '°',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  rarr: '→',
  larr: '←',
  harr: '↔',
  rArr: '⇒',
  ne: '≠',
  le: '≤',
  ge: '≥',
  asymp: '≈',
  infin: '∞',
  radic: '√',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  omega: 'ω',
  Delta: 'Δ',
  Omega: 'Ω',
  shy: '',
  zwnj: '',
  zwj: '',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  Eacute: 'É',
  Uuml: 'Ü',
  Ouml: 'Ö',
  Auml: 'Ä',
};

function codePoint(value: number): string {
  if (!Number.isInteger(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(value);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return codePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return codePoint(parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/** Elements whose content is never page text. */
const RAW_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe', 'object', 'textarea', 'select']);

// A tag: name, then attributes where a quoted value may hold '>'.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;

export function tokenize(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let i = 0;
  let text = '';
  const flushText = (): void => {
    if (text !== '') tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt) || html.startsWith('<?', lt)) {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      text += '<';
      i = lt + 1;
      continue;
    }
    flushText();
    const name = (match[2] ?? '').toLowerCase();
    const closing = match[1] === '/';
    i = TAG.lastIndex;
    if (!closing && RAW_TEXT.has(name) && !(match[3] ?? '').trimEnd().endsWith('/')) {
      const close = new RegExp(`</${name}[\\s>]`, 'gi');
      close.lastIndex = i;
      const end = close.exec(html);
      i = end === null ? html.length : html.indexOf('>', end.index) + 1 || html.length;
      continue;
    }
    tokens.push(closing ? { kind: 'end', name } : { kind: 'start', name });
  }
  flushText();
  return tokens;
}
