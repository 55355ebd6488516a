import { describe, it, expect } from 'vitest';
import { normalizeGameData, normalizeGameEntries, parseGameFile, type NormalizeResult } from './normalize.js';

function ok(result: NormalizeResult): Extract<NormalizeResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`);
  return result;
}

const long = (length: number, char = 'k'): string => char.repeat(length);

describe('normalizeGameData: the spec checks, in order', () => {
  it('text that is not valid JSON is "Invalid JSON file format"', () => {
    expect(parseGameFile('{"a": ', 'game.json')).toEqual({ ok: false, error: 'Invalid JSON file format' });
    expect(parseGameFile('', 'game.json')).toEqual({ ok: false, error: 'Invalid JSON file format' });
  });

  it('JSON that is not a plain object (list, null, text, number) is "Invalid JSON format"', () => {
    for (const text of ['["a","b"]', 'null', '"cat"', '42', 'true']) {
      expect(parseGameFile(text, 'game.json')).toEqual({ ok: false, error: 'Invalid JSON format' });
    }
    expect(normalizeGameData(new Map([['a', 'b']]))).toEqual({ ok: false, error: 'Invalid JSON format' });
    expect(normalizeGameData(undefined)).toEqual({ ok: false, error: 'Invalid JSON format' });
  });

  it('an object without keys is "Game file is empty"', () => {
    expect(parseGameFile('{}', 'game.json')).toEqual({ ok: false, error: 'Game file is empty' });
  });

  it('a key over 200 characters is refused, quoting its first 50 characters and an ellipsis', () => {
    const key = long(201);
    expect(normalizeGameData({ [key]: 'v' })).toEqual({
      ok: false,
      error: `Key "${long(50)}…" exceeds maximum length of 200 characters`,
    });
  });

  it('a value over 200 characters is refused with the same wording for Value', () => {
    expect(normalizeGameData({ k: long(201, 'v') })).toEqual({
      ok: false,
      error: `Value "${long(50, 'v')}…" exceeds maximum length of 200 characters`,
    });
  });

  it('exactly 200 characters is allowed, counted after trimming and in characters (an emoji is one)', () => {
    expect(ok(normalizeGameData({ [`  ${long(200)}  `]: '🐘'.repeat(200) })).pairCount).toBe(1);
  });

  it('the key is checked before its value', () => {
    const result = normalizeGameData({ [long(201)]: long(201, 'v') });
    expect(result.ok ? '' : result.error).toMatch(/^Key "/);
  });

  it('nothing usable left is "No items processed from dictionary"', () => {
    expect(normalizeGameData({ '': 'x', ' ': 'y', z: '   ', n: null })).toEqual({
      ok: false,
      error: 'No items processed from dictionary',
    });
  });
});

describe('normalizeGameData: entries', () => {
  it('trims whitespace around keys and values', () => {
    expect(ok(normalizeGameData({ '  cat ': '\tкошка\n' })).data).toEqual({ cat: 'кошка', кошка: 'cat' });
  });

  it('skips blank keys and blank values but keeps the rest', () => {
    const result = ok(normalizeGameData({ '': 'orphan', lonely: '', a: 'b' }));
    expect(result.data).toEqual({ a: 'b', b: 'a' });
  });

  it('takes numbers and true/false as their text', () => {
    expect(ok(normalizeGameData({ '4²': 16, 'Is water wet?': true })).data).toEqual({
      '4²': '16',
      '16': '4²',
      'Is water wet?': 'true',
      true: 'Is water wet?',
    });
  });

  it('refuses an object or a list as a value, naming its key', () => {
    expect(normalizeGameData({ cat: { ru: 'кошка' } })).toEqual({
      ok: false,
      error: 'Value of "cat" must be text, not an object',
    });
    expect(normalizeGameData({ dog: ['собака'] })).toEqual({ ok: false, error: 'Value of "dog" must be text, not a list' });
  });

  it('drops an item that is its own counterpart', () => {
    expect(ok(normalizeGameData({ same: 'same', a: 'b' })).data).toEqual({ a: 'b', b: 'a' });
  });

  it('keeps an item called "__proto__" as an ordinary item', () => {
    const result = ok(parseGameFile('{"__proto__": "prototype"}', 'game.json'));
    expect(Object.keys(result.data)).toEqual(['__proto__', 'prototype']);
  });
});

describe('normalizeGameData: reverse mappings', () => {
  it('adds the missing reverse mappings and says how many', () => {
    const result = ok(normalizeGameData({ H: 'Hydrogen', He: 'Helium', Li: 'Lithium', Lithium: 'Li' }));
    expect(result.data).toEqual({ H: 'Hydrogen', He: 'Helium', Li: 'Lithium', Lithium: 'Li', Hydrogen: 'H', Helium: 'He' });
    expect(result.addedReverse).toBe(2);
    expect(result.pairCount).toBe(3);
    expect(result.message).toBe('2 pairs will also work in the other direction');
  });

  it('one added mapping is reported in the singular', () => {
    expect(ok(normalizeGameData({ a: 'b' })).message).toBe('1 pair will also work in the other direction');
  });

  it('a fully two-way file adds nothing and says so', () => {
    const result = ok(normalizeGameData({ a: 'b', b: 'a' }));
    expect(result.addedReverse).toBe(0);
    expect(result.message).toBe('Every pair works in both directions');
  });

  it('items sharing a counterpart keep every pair: the shared item maps back to the first', () => {
    const result = ok(normalizeGameData({ '2×6': '12', '3×4': '12' }));
    expect(result.data).toEqual({ '2×6': '12', '3×4': '12', '12': '2×6' });
    expect(result.addedReverse).toBe(1);
    expect(result.pairCount).toBe(2);
  });

  it('a repeated key (possible in a table) keeps its first value; the others still become pairs', () => {
    const result = ok(
      normalizeGameEntries([
        ['12', '2×6'],
        ['12', '3×4'],
      ]),
    );
    expect(result.data).toEqual({ '12': '2×6', '2×6': '12', '3×4': '12' });
    expect(result.pairCount).toBe(2);
  });
});

describe('parseGameFile', () => {
  it('reads .csv and .tsv files as tables, whatever the case of the extension', () => {
    const expected = { cat: 'кошка', кошка: 'cat', dog: 'собака', собака: 'dog' };
    expect(ok(parseGameFile('cat,кошка\ndog,собака\n', 'words.CSV')).data).toEqual(expected);
    expect(ok(parseGameFile('cat\tкошка\ndog\tсобака', 'words.tsv')).data).toEqual(expected);
  });

  it('a table goes through the same checks and messages', () => {
    expect(parseGameFile('', 'empty.csv')).toEqual({ ok: false, error: 'Game file is empty' });
    expect(parseGameFile('just one column\nand another line', 'one.csv')).toEqual({
      ok: false,
      error: 'No items processed from dictionary',
    });
    expect(parseGameFile(`cat,${long(201, 'v')}`, 'long.csv')).toEqual({
      ok: false,
      error: `Value "${long(50, 'v')}…" exceeds maximum length of 200 characters`,
    });
    expect(ok(parseGameFile('term,definition\ncat,кошка', 'w.csv')).message).toBe('1 pair will also work in the other direction');
  });

  it('a .json file is always read as JSON, even when it looks like a table', () => {
    expect(parseGameFile('cat,кошка', 'game.JSON')).toEqual({ ok: false, error: 'Invalid JSON file format' });
  });

  it('any other name is sniffed: tabular text as a table, anything else as JSON', () => {
    expect(ok(parseGameFile('cat;кошка', 'pasted.txt')).pairCount).toBe(1);
    expect(ok(parseGameFile(' {"a": "b"}', 'game')).pairCount).toBe(1);
    expect(parseGameFile('not a game', 'notes.txt')).toEqual({ ok: false, error: 'Invalid JSON file format' });
  });

  it('ignores a byte-order mark at the start (spreadsheet exports)', () => {
    expect(ok(parseGameFile('\uFEFF{"a": "b"}', 'game.json')).pairCount).toBe(1);
    expect(ok(parseGameFile('\uFEFFcat,кошка', 'words.csv')).data).toEqual({ cat: 'кошка', кошка: 'cat' });
  });
});
