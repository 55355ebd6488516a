/**
 * The assistant's light formatting, parsed into plain data the chat renders as elements (never as HTML):
 * paragraphs with line breaks, bulleted ('•', '-', '*') and numbered lists, **bold**, `code`, and web
 * addresses as links.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[•*-]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const TOKEN = /(`[^`\n]+`|\*\*[^*\n]+\*\*|https?:\/\/[^\s<>"“”]+)/g;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING = /[.,;:!?)\]’'»]+$/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    pushText(text.slice(index, match.index));
    index = match.index + token.length;
    if (token.startsWith('`')) parts.push({ kind: 'code', text: token.slice(1, -1) });
    else if (token.startsWith('**')) parts.push({ kind: 'strong', text: token.slice(2, -2) });
    else {
      const href = token.replace(TRAILING, '');
      parts.push({ kind: 'link', text: href, href });
      pushText(token.slice(href.length));
    }
  }
  pushText(text.slice(index));
  return parts;
}

function listItem(line: string): { ordered: boolean; text: string } | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, text: bullet[1] ?? '' };
  const numbered = NUMBERED.exec(line);
  return numbered ? { ordered: true, text: numbered[1] ?? '' } : null;
}

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      current = null;
      continue;
    }
    const item = listItem(line);
    if (item) {
      if (current?.kind !== 'list' || current.ordered !== item.ordered) {
        current = { kind: 'list', ordered: item.ordered, items: [] };
        blocks.push(current);
      }
      current.items.push(parseInline(item.text));
    } else {
      if (current?.kind !== 'paragraph') {
        current = { kind: 'paragraph', lines: [] };
        blocks.push(current);
      }
      current.lines.push(parseInline(line.trim()));
    }
  }
  return blocks;
}

/** A long pasted list is shown folded: its first `keep` lines, and how many more there are. */
export function foldLines(text: string, max = 12, keep = 8): { shown: string; hidden: number } {
  const lines = text.split('\n');
  if (lines.length <= max) return { shown: text, hidden: 0 };
  return { shown: lines.slice(0, keep).join('\n'), hidden: lines.length - keep };
}
