import { describe, expect, it } from 'vitest';
import { heatBars, heatsDone, presentedHeats, secondsUntil, type HeatView } from './heat-progress';

describe('heat progress', () => {
  it('orders a heat by pairs matched and marks the leaders', () => {
    const bars = heatBars({
      heat: 1,
      pairCount: 8,
      racers: [
        { name: 'Bo', matched: 2, finished: false },
        { name: 'Ana', matched: 6, finished: false },
        { name: 'Cy', matched: 6, finished: false },
      ],
    });
    expect(bars.map((b) => [b.name, b.percent, b.leading])).toEqual([
      ['Ana', 75, true],
      ['Cy', 75, true],
      ['Bo', 25, false],
    ]);
  });

  it('marks no leader before anyone has matched a pair', () => {
    const bars = heatBars({ heat: 1, pairCount: 5, racers: [{ name: 'Ana', matched: 0, finished: false }] });
    expect(bars[0]?.leading).toBe(false);
    expect(bars[0]?.percent).toBe(0);
  });

  it('counts heats where everyone is through', () => {
    const heats = [
      {
        heat: 1,
        pairCount: 4,
        racers: [
          { name: 'A', matched: 4, finished: true },
          { name: 'B', matched: 2, finished: true },
        ],
      },
      {
        heat: 2,
        pairCount: 4,
        racers: [
          { name: 'C', matched: 4, finished: false },
          { name: 'D', matched: 3, finished: false },
        ],
      },
    ];
    expect(heatsDone(heats)).toBe(1);
  });

  it('counts whole seconds down to the deadline', () => {
    expect(secondsUntil(30_000, 0)).toBe(30);
    expect(secondsUntil(30_000, 29_001)).toBe(1);
    expect(secondsUntil(30_000, 31_000)).toBe(0);
  });
});

describe('heats on the wall', () => {
  const heat = (n: number, matched: number, finished = false): HeatView => ({ heat: n, pairCount: 10, racers: [{ name: `p${n}`, matched, finished }] });

  it('shows every heat up to 24', () => {
    const heats = Array.from({ length: 24 }, (_, i) => heat(i + 1, i % 5));
    expect(presentedHeats(heats)).toEqual(heats);
  });

  it('past 24, shows the 12 races still on with the most pairs, in heat order', () => {
    const heats = Array.from({ length: 30 }, (_, i) => heat(i + 1, i === 0 ? 10 : i % 10, i === 0));
    const shown = presentedHeats(heats);
    expect(shown).toHaveLength(12);
    // Heat 1 is done (all 10 matched): off the wall; the heats with 9, 8, 7 and 6 pairs matched lead.
    expect(shown.map((h) => h.heat)).toEqual([7, 8, 9, 10, 17, 18, 19, 20, 27, 28, 29, 30]);
  });
});
