import { describe, it, expect } from 'vitest';
import { isHeaderRow, parseTable, sniffSeparator, tableEntries } from './tabular.js';

describe('sniffSeparator', () => {
  it('finds tab, semicolon or comma', () => {
    expect(sniffSeparator('cat\tкошка\ndog\tсобака')).toBe('\t');
    expect(sniffSeparator('cat;кошка\ndog;собака')).toBe(';');
    expect(sniffSeparator('cat,кошка\ndog,собака')).toBe(',');
  });

  it('picks the separator that splits the most rows, not one that appears inside some texts', () => {
    expect(sniffSeparator('Paris, France;capital\nOslo;capital of Norway')).toBe(';');
    expect(sniffSeparator('1,5;one and a half\n2;two')).toBe(';');
    expect(sniffSeparator('salt,NaCl; table salt\nwater,H2O')).toBe(',');
  });

  it('ignores separators inside quoted fields', () => {
    expect(sniffSeparator('"a;b",c\n"d;e",f\n"g;h",i')).toBe(',');
  });

  it('on a tie prefers tab, then semicolon, then comma (commas are the commonest in plain text)', () => {
    expect(sniffSeparator('a, b\tc; d')).toBe('\t');
    expect(sniffSeparator('Paris, France;capital')).toBe(';');
  });
});

describe('parseTable', () => {
  it('splits rows on \\n, \\r\\n or \\r', () => {
    expect(parseTable('a,b\r\nc,d\re,f\ng,h', ',')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads quoted fields holding separators, line breaks and "" for a quote', () => {
    expect(parseTable('"a, b","say ""hi"""\n"two\nlines",x', ',')).toEqual([
      ['a, b', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
  });

  it('allows spaces before an opening quote, and keeps quotes inside unquoted text', () => {
    expect(parseTable('cat, "кошка, f."\n5" nail,x', ',')).toEqual([
      ['cat', 'кошка, f.'],
      ['5" nail', 'x'],
    ]);
  });

  it('a blank line is a one-cell row and the file’s last line break adds no row', () => {
    expect(parseTable('a,b\n\nc,d\n', ',')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });
});

describe('isHeaderRow', () => {
  it('recognises column titles such as term/definition, word;translation and English/Russian', () => {
    expect(isHeaderRow(['term', 'definition'])).toBe(true);
    expect(isHeaderRow(['Word', 'Translation'])).toBe(true);
    expect(isHeaderRow(['english', 'russian'])).toBe(true);
    expect(isHeaderRow(['Question', 'Answer'])).toBe(true);
    expect(isHeaderRow(['English word', 'Russian translation'])).toBe(true);
    expect(isHeaderRow(['Term 1', 'Term 2'])).toBe(true);
    expect(isHeaderRow(['Column A', 'Column B'])).toBe(true);
    expect(isHeaderRow(['Слово', 'Перевод'])).toBe(true);
  });

  it('does not take data for a header', () => {
    expect(isHeaderRow(['cat', 'кошка'])).toBe(false);
    expect(isHeaderRow(['H', 'Hydrogen'])).toBe(false);
    expect(isHeaderRow(['2×6', '12'])).toBe(false);
    expect(isHeaderRow(['term', 'кошка'])).toBe(false);
  });

  it('words that are also natural data, such as opposites, are not titles', () => {
    expect(isHeaderRow(['left', 'right'])).toBe(false);
    expect(isHeaderRow(['up', 'down'])).toBe(false);
  });

  it('a row with fewer than two cells is no header', () => {
    expect(isHeaderRow(['term'])).toBe(false);
  });
});

describe('tableEntries', () => {
  it('drops a header row and keeps a first row of data', () => {
    expect(tableEntries('term,definition\ncat,кошка')).toEqual([['cat', 'кошка']]);
    expect(tableEntries('cat,кошка\ndog,собака')).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
    ]);
  });

  it('only the first row can be a header', () => {
    expect(tableEntries('cat,кошка\nword,translation')).toEqual([
      ['cat', 'кошка'],
      ['word', 'translation'],
    ]);
  });

  it('ignores columns past the second and skips one-column rows', () => {
    expect(tableEntries('cat;кошка;noun\nlonely\n\ndog;собака')).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
    ]);
  });
});
