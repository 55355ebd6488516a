import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { countLabel } from './count-label';
import { activateCatalogs } from './testing';

describe('countLabel', () => {
  afterEach(() => i18n.activate('en'));

  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'game')).toBe('1 game');
    expect(countLabel(0, 'game')).toBe('0 games');
    expect(countLabel(12, 'pair')).toBe('12 pairs');
    expect(countLabel(1, 'play')).toBe('1 play');
    expect(countLabel(3, 'play')).toBe('3 plays');
  });

  it('Russian: one, few and many by the last digits, from the catalog', () => {
    activateCatalogs('ru');
    expect([1, 2, 4, 5, 11, 21, 22, 25, 111].map((n) => countLabel(n, 'pair'))).toEqual([
      '1 пара',
      '2 пары',
      '4 пары',
      '5 пар',
      '11 пар',
      '21 пара',
      '22 пары',
      '25 пар',
      '111 пар',
    ]);
    expect([1, 3, 12].map((n) => countLabel(n, 'game'))).toEqual(['1 игра', '3 игры', '12 игр']);
  });

  it('Chinese: one form for every count', () => {
    activateCatalogs('zh');
    expect([1, 5].map((n) => countLabel(n, 'pair'))).toEqual(['1 对', '5 对']);
  });
});
