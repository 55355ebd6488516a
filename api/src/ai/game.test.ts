import { describe, expect, it } from 'vitest';
import { buildGame, gameName, toGameJson, wordMapKey } from './game.js';

describe('buildGame', () => {
  it('keeps the pairs in their order and orientation, each once, through the shared normalizer', () => {
    const result = buildGame('  Numbers   in words ', [
      ['one', '1'],
      ['two', 2],
      ['1', 'one'],
      [' three ', '3'],
      ['x', 'x'],
      ['blank', ''],
    ]);
    expect(result.ok && result.game).toEqual({
      name: 'Numbers in words',
      pairs: [
        ['one', '1'],
        ['two', '2'],
        ['three', '3'],
      ],
      data: { one: '1', 1: 'one', two: '2', 2: 'two', three: '3', 3: 'three' },
    });
  });

  it('reports the normalizer errors and too few pairs', () => {
    expect(buildGame('g', [['a', 'b'.repeat(201)]])).toEqual({ ok: false, error: `Value "${'b'.repeat(50)}…" exceeds maximum length of 200 characters` });
    expect(buildGame('g', [['a', { b: 1 }]])).toEqual({ ok: false, error: 'Value of "a" must be text, not an object' });
    expect(
      buildGame('g', [
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toEqual({ ok: false, error: 'only 2 pairs were found; a game needs at least 3' });
  });

  it('keeps the first 200 pairs of a longer list', () => {
    const result = buildGame(
      'big',
      Array.from({ length: 250 }, (_, i): [string, string] => [`q${i}`, `a${i}`]),
    );
    expect(result.ok && result.game.pairs.length).toBe(200);
    expect(result.ok && result.trimmed).toBe(50);
  });
});

describe('gameName / toGameJson / wordMapKey', () => {
  it('cuts names to 50 characters and falls back when blank', () => {
    expect(gameName('x'.repeat(60))).toHaveLength(50);
    expect(gameName('   ')).toBe('AI Game');
  });

  it('previews 3 unique pairs, the same ones every time', () => {
    const result = buildGame(
      'g',
      Array.from({ length: 10 }, (_, i): [string, string] => [`q${i}`, `a${i}`]),
    );
    if (!result.ok) throw new Error(result.error);
    const json = toGameJson(result.game);
    expect(json.pairCount).toBe(10);
    expect(json.samplePairs).toHaveLength(3);
    expect(new Set(json.samplePairs.flat()).size).toBe(6);
    expect(toGameJson(result.game).samplePairs).toEqual(json.samplePairs);
  });

  it('identifies a word map whatever its key order or missing reverse entries', () => {
    expect(wordMapKey({ a: '1', 1: 'a', b: '2', 2: 'b' })).toBe(wordMapKey({ b: '2', a: '1' }));
    expect(wordMapKey({ a: '1', b: '2' })).not.toBe(wordMapKey({ a: '1', b: '3' }));
  });
});
