import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findBuiltinGame, toTwoWayMap } from '@matchdrop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { autoRoundTimeLabel, canJoin, clampToBounds, normalizeRoomCode, ROUND_TIME_CHOICES, roomPairBounds } from './room-form';

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

describe('the round time choices', () => {
  afterEach(() => i18n.activate('en'));

  it('are labelled Auto and in minutes; Auto comes to 10 s a pair, at least a minute', () => {
    expect(ROUND_TIME_CHOICES.map((choice) => choice.label)).toEqual(['Auto', '1 min', '2 min', '3 min', '5 min', '10 min']);
    expect(autoRoundTimeLabel(6)).toBe('1 min');
    expect(autoRoundTimeLabel(9)).toBe('1 min 30 s');
  });

  it('are worded in the language active when the form reads them, not when the module loaded', () => {
    const minutes = 0;
    const rest = 0;
    i18n.load('ru', { [msg`Auto`.id]: 'Авто', [msg`${minutes} min`.id]: '{minutes} мин', [msg`${minutes} min ${rest} s`.id]: '{minutes} мин {rest} с' });
    i18n.activate('ru');
    expect(ROUND_TIME_CHOICES.map((choice) => choice.label)).toEqual(['Авто', '1 мин', '2 мин', '3 мин', '5 мин', '10 мин']);
    expect(autoRoundTimeLabel(9)).toBe('1 мин 30 с');
  });
});
