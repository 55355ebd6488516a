import { describe, it, expect } from 'vitest';
import { areaSize, initialFieldPairs } from './field.js';

describe('initialFieldPairs', () => {
  it('starts with all pairs when there are 3 or fewer', () => {
    expect(initialFieldPairs(0)).toBe(0);
    expect(initialFieldPairs(1)).toBe(1);
    expect(initialFieldPairs(3)).toBe(3);
  });

  it('starts with 3 pairs when there are 4 or 5', () => {
    expect(initialFieldPairs(4)).toBe(3);
    expect(initialFieldPairs(5)).toBe(3);
  });

  it('adds 4 more items (2 pairs) when there are more than 5 pairs', () => {
    expect(initialFieldPairs(6)).toBe(5);
    expect(initialFieldPairs(20)).toBe(5);
  });
});

describe('areaSize', () => {
  it('is 600×450 for at most 6 items', () => {
    expect(areaSize(6)).toEqual({ width: 600, height: 450 });
  });

  it('is 800×500 for 7 to 12 items', () => {
    expect(areaSize(7)).toEqual({ width: 800, height: 500 });
    expect(areaSize(12)).toEqual({ width: 800, height: 500 });
  });

  it('is 1000×600 for 13 to 18 items', () => {
    expect(areaSize(13)).toEqual({ width: 1000, height: 600 });
    expect(areaSize(18)).toEqual({ width: 1000, height: 600 });
  });

  it('is 1200×700 above 18 items', () => {
    expect(areaSize(19)).toEqual({ width: 1200, height: 700 });
    expect(areaSize(40)).toEqual({ width: 1200, height: 700 });
  });
});
