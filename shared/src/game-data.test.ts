import { describe, it, expect } from 'vitest';
import { toTwoWayMap } from './game-data.js';

describe('toTwoWayMap', () => {
  it('stores every pair in both directions', () => {
    expect(toTwoWayMap([['H', 'Hydrogen']])).toEqual({ H: 'Hydrogen', Hydrogen: 'H' });
  });

  it('the first pair wins an item text that several pairs share', () => {
    const data = toTwoWayMap([
      ['2×6', '12'],
      ['3×4', '12'],
    ]);
    expect(data).toEqual({ '2×6': '12', '12': '2×6', '3×4': '12' });
  });

  it('an item called "__proto__" is an ordinary key', () => {
    const data = toTwoWayMap([['__proto__', 'prototype']]);
    expect(Object.keys(data)).toEqual(['__proto__', 'prototype']);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });
});
