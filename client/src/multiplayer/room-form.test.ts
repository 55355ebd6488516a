import { findBuiltinGame, toTwoWayMap } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { canJoin, clampToBounds, normalizeRoomCode, roomPairBounds } from './room-form';

describe('the Join form', () => {
  it('uppercases the code as typed, drops spaces and symbols, and keeps 6 characters', () => {
    expect(normalizeRoomCode('ab c2-3d')).toBe('ABC23D');
    expect(normalizeRoomCode('abcdefgh')).toBe('ABCDEF');
  });

  it('enables Join only at exactly 6 characters', () => {
    expect(canJoin('ABCDE')).toBe(false);
    expect(canJoin('ABCDEF')).toBe(true);
  });
});

describe('the Create form pair slider', () => {
  it('goes from 3 to min(pairs, 20), starting at 6', () => {
    expect(roomPairBounds(findBuiltinGame('multiplication-table')!.data)).toEqual({ min: 3, max: 20, initial: 6 });
    const four = toTwoWayMap([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
      ['d', '4'],
    ]);
    expect(roomPairBounds(four)).toEqual({ min: 3, max: 4, initial: 4 });
  });

  it('clamps a count into the bounds', () => {
    expect(clampToBounds(25, { min: 3, max: 12 })).toBe(12);
    expect(clampToBounds(1, { min: 3, max: 12 })).toBe(3);
    expect(clampToBounds(4.6, { min: 3, max: 12 })).toBe(5);
  });
});
