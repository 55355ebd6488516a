import { describe, it, expect } from 'vitest';
import { ROOM_CODE_ALPHABET } from './constants.js';
import { createRng, generateRoomCode, randomInt, shuffle } from './random.js';
import type { Rng } from './types.js';

// Recorded from this implementation; a change here means rooms created before it would deal differently.
const PINNED = [0.6339902724139392, 0.41009221714921296, 0.36365834646858275];
const take = (rng: Rng, n: number): number[] => Array.from({ length: n }, () => rng.next());

describe('createRng', () => {
  it('the same seed gives the same sequence', () => {
    expect(take(createRng('room-42'), 20)).toEqual(take(createRng('room-42'), 20));
    expect(take(createRng(12345), 20)).toEqual(take(createRng(12345), 20));
  });

  it('the sequence is pinned, so every platform and every release deals the same items', () => {
    expect(take(createRng('matchdrop'), 3)).toEqual(PINNED);
  });

  it('a number seed and its decimal text give the same sequence', () => {
    expect(take(createRng(42), 5)).toEqual(take(createRng('42'), 5));
  });

  it('different seeds give different sequences', () => {
    expect(take(createRng(1), 10)).not.toEqual(take(createRng(2), 10));
    expect(take(createRng('a'), 10)).not.toEqual(take(createRng('b'), 10));
  });

  it('values lie in [0, 1)', () => {
    for (const value of take(createRng('range'), 10_000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('values are roughly uniform: each tenth of [0, 1) gets about a tenth of them', () => {
    const buckets = new Array<number>(10).fill(0);
    const n = 100_000;
    for (const value of take(createRng('uniform'), n)) buckets[Math.floor(value * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - n / 10)).toBeLessThan(n / 100);
  });
});

describe('randomInt', () => {
  it('gives every integer of [min, maxInclusive] and nothing outside it', () => {
    const rng = createRng('ints');
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(randomInt(rng, -2, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('refuses a range whose max is below its min', () => {
    expect(() => randomInt(createRng(1), 5, 4)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('is a permutation of its input and leaves the input untouched', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const result = shuffle(input, createRng('perm'));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...result].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('the same seed gives the same order, different seeds (usually) differ', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, createRng('s'))).toEqual(shuffle(items, createRng('s')));
    expect(shuffle(items, createRng('s'))).not.toEqual(shuffle(items, createRng('t')));
  });

  it('every position is equally likely for an item (Fisher–Yates, not a biased sort)', () => {
    const rng = createRng('fair');
    const firstCounts = [0, 0, 0, 0];
    const n = 40_000;
    for (let i = 0; i < n; i++) firstCounts[shuffle([0, 1, 2, 3], rng)[0]!]! += 1;
    for (const count of firstCounts) expect(Math.abs(count - n / 4)).toBeLessThan(n / 40);
  });

  it('an empty or one-item list comes back as a copy', () => {
    expect(shuffle([], createRng(1))).toEqual([]);
    expect(shuffle(['x'], createRng(1))).toEqual(['x']);
  });
});

describe('generateRoomCode', () => {
  it('is 6 characters from the room code alphabet', () => {
    const rng = createRng('codes');
    for (let i = 0; i < 200; i++) {
      const code = generateRoomCode(rng);
      expect(code).toHaveLength(6);
      for (const char of code) expect(ROOM_CODE_ALPHABET).toContain(char);
    }
  });

  it('the same seed gives the same code', () => {
    expect(generateRoomCode(createRng(7))).toBe(generateRoomCode(createRng(7)));
  });
});
