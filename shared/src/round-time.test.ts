import { describe, expect, it } from 'vitest';
import { defaultRoundSeconds } from './constants.js';

describe('the default round time limit', () => {
  it('is 10 s per pair, at least 60 s', () => {
    expect([3, 6, 7, 20].map(defaultRoundSeconds)).toEqual([60, 60, 70, 200]);
  });
});
