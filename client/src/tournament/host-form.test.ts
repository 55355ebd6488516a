import { describe, expect, it } from 'vitest';
import { HEAT_SIZE_DEFAULT, HEAT_SIZES, hostSummary, ROUND_MINUTE_CHOICES, ROUNDS_DEFAULT } from './host-form';

describe('host form', () => {
  it('offers every whole minute from 1 to 10 for the round time', () => {
    expect(ROUND_MINUTE_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('offers heats of 2, 3 or 4, starting at 4 with 3 rounds', () => {
    expect(HEAT_SIZES).toEqual([2, 3, 4]);
    expect([HEAT_SIZE_DEFAULT, ROUNDS_DEFAULT]).toEqual([4, 3]);
  });

  it('summarises the choices in words', () => {
    expect(hostSummary(1, 2, 1, 30)).toBe('1 round, heats of 2, 1 min each, up to 30 players');
    expect(hostSummary(3, 4, 2)).toBe('3 rounds, heats of 4, 2 min each, up to 2,000 players');
  });
});
