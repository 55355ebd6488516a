import { describe, expect, it } from 'vitest';
import { foldLines, parseBlocks, parseInline } from './format-text';

describe('inline formatting', () => {
  it('keeps plain text as one piece', () => {
    expect(parseInline('cat - кошка <b>')).toEqual([{ kind: 'text', text: 'cat - кошка <b>' }]);
  });

  it('reads **bold** and `code`', () => {
    expect(parseInline('Say **10 pairs** or `swap sides`.')).toEqual([
      { kind: 'text', text: 'Say ' },
      { kind: 'strong', text: '10 pairs' },
      { kind: 'text', text: ' or ' },
      { kind: 'code', text: 'swap sides' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links web addresses, leaving sentence punctuation outside', () => {
    expect(parseInline('See https://example.com/a?b=1. Or (http://x.org)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes', () => {
    expect(parseInline('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});

describe('blocks', () => {
  it('joins lines into paragraphs and splits them at blank lines', () => {
    expect(parseBlocks('Hello\nthere\n\nBye')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Hello' }], [{ kind: 'text', text: 'there' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Bye' }]] },
    ]);
  });

  it('makes lists of bulleted and numbered lines', () => {
    const blocks = parseBlocks('I can:\n• Paste a list\n- Ask for a topic\n1. first\n2) second\nDone');
    expect(blocks.map((b) => (b.kind === 'list' ? `${b.ordered ? 'ol' : 'ul'}:${b.items.length}` : `p:${b.lines.length}`))).toEqual(['p:1', 'ul:2', 'ol:2', 'p:1']);
  });

  it('does not take a pair line for a list item', () => {
    expect(parseBlocks('cat - кошка')).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: 'cat - кошка' }]] }]);
  });
});

describe('folding a long pasted list', () => {
  it('keeps short messages whole', () => {
    expect(foldLines('a\nb\nc')).toEqual({ shown: 'a\nb\nc', hidden: 0 });
  });

  it('shows the first 8 lines of a longer one and counts the rest', () => {
    const text = Array.from({ length: 20 }, (_, i) => `word${i} - слово${i}`).join('\n');
    const folded = foldLines(text);
    expect(folded.shown.split('\n')).toHaveLength(8);
    expect(folded.hidden).toBe(12);
  });
});
