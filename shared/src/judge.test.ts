import { describe, expect, it } from 'vitest';
import { ATTEMPT_GAP_MIN_MS, DEAL_LIFETIME_MS, JUDGE_NETWORK_ALLOWANCE_MS, dealtPairs, judgeRecord, type RecordedAttempt } from './judge.js';
import { selectPairs } from './deal.js';
import { createRng } from './random.js';
import type { Pair } from './types.js';

const data = { a: '1', '1': 'a', b: '2', '2': 'b', c: '3', '3': 'c', d: '4', '4': 'd', e: '5', '5': 'e', f: '6', '6': 'f', g: '7', '7': 'g' };
const deal: Pair[] = [
  ['a', '1'],
  ['b', '2'],
  ['c', '3'],
  ['d', '4'],
];
const SECOND = 1000;
/** Every pair right, one a second, in deal order. */
const perfect = (pairs: readonly Pair[] = deal): RecordedAttempt[] => pairs.map(([a, b], i) => ({ a, b, at: (i + 1) * SECOND }));
const times = (seenMs: number) => ({ issuedAt: 1_000_000, receivedAt: 1_000_000 + seenMs });

describe('dealtPairs (R-JUDGE-1)', () => {
  it('deals what the engine deals from the same seed: selectPairs with the seed as the random generator', () => {
    expect(dealtPairs(data, 5, 'seed-1')).toEqual(selectPairs(data, 5, createRng('seed-1')));
    expect(dealtPairs(data, 5, 'seed-1')).toHaveLength(5);
  });
});

describe('judgeRecord (R-JUDGE-2 … R-JUDGE-4)', () => {
  it('works the figures out itself: a perfect play scores 2 a pair, 100 % and no missed pair', () => {
    expect(judgeRecord(deal, perfect(), times(6 * SECOND))).toEqual({
      ok: true,
      figures: { pairs: 4, score: 8, accuracy: 100, correct: 4, wrong: 0, missedPairs: [], timeMs: 4 * SECOND },
    });
  });

  it('counts a wrong attempt: −1, both pairs missed (as met), accuracy from the judged attempts', () => {
    const attempts = [{ a: 'a', b: '2', at: 1000 }, ...perfect().map((x) => ({ ...x, at: x.at + 1000 }))];
    const outcome = judgeRecord(deal, attempts, times(10 * SECOND));
    expect(outcome).toEqual({
      ok: true,
      figures: {
        pairs: 4,
        score: 8,
        accuracy: 80,
        correct: 4,
        wrong: 1,
        missedPairs: [
          ['a', '1'],
          ['2', 'b'],
        ],
        timeMs: 5 * SECOND,
      },
    });
  });

  it('refuses an item that is not in the deal', () => {
    expect(judgeRecord(deal, [{ a: 'e', b: '5', at: 1000 }, ...perfect()], times(60 * SECOND))).toEqual({ ok: false, error: 'An attempt holds an item that is not in this deal' });
  });

  it('refuses an item not yet on the field (R-FIELD-1: 3 pairs at the start of a 4-pair game)', () => {
    expect(judgeRecord(deal, [{ a: 'd', b: '4', at: 1000 }, ...perfect()], times(60 * SECOND)).ok).toBe(false);
  });

  it('refuses a pair matched twice', () => {
    const twice = [...perfect(), { a: 'a', b: '1', at: 5 * SECOND }];
    expect(judgeRecord(deal, twice, times(60 * SECOND))).toEqual({ ok: false, error: 'An attempt holds a pair that was already matched' });
  });

  it(`refuses attempts closer than ${ATTEMPT_GAP_MIN_MS} ms: 5 ms apart is no hand`, () => {
    const fast = deal.map(([a, b], i) => ({ a, b, at: 1000 + i * 5 }));
    expect(judgeRecord(deal, fast, times(60 * SECOND))).toEqual({ ok: false, error: `Attempts must be at least ${ATTEMPT_GAP_MIN_MS} ms apart` });
    const justEnough = deal.map(([a, b], i) => ({ a, b, at: (i + 1) * ATTEMPT_GAP_MIN_MS }));
    expect(judgeRecord(deal, justEnough, times(60 * SECOND)).ok).toBe(true);
  });

  it('refuses a record that does not finish the game', () => {
    expect(judgeRecord(deal, perfect().slice(0, 3), times(60 * SECOND)).ok).toBe(false);
  });

  it('refuses a play longer than the deal lives', () => {
    expect(judgeRecord(deal, perfect(), times(DEAL_LIFETIME_MS + 1))).toEqual({ ok: false, error: 'This deal has expired: start a new game' });
    expect(judgeRecord(deal, perfect(), times(DEAL_LIFETIME_MS)).ok).toBe(true);
  });

  it('refuses a record claiming more time than the server saw, beyond the network allowance', () => {
    const slow = perfect().map((x) => ({ ...x, at: x.at * 10 }));
    expect(judgeRecord(deal, slow, times(40 * SECOND - JUDGE_NETWORK_ALLOWANCE_MS - 1))).toEqual({ ok: false, error: 'The record claims a longer game than the server saw' });
    expect(judgeRecord(deal, slow, times(40 * SECOND - JUDGE_NETWORK_ALLOWANCE_MS)).ok).toBe(true);
  });

  it("takes the server's time when the claim is shorter than it saw, allowing for the network (R-JUDGE-4)", () => {
    const outcome = judgeRecord(deal, perfect(), times(30 * SECOND));
    expect(outcome.ok && outcome.figures.timeMs).toBe(30 * SECOND - JUDGE_NETWORK_ALLOWANCE_MS);
  });

  it('refuses the same item in both zones', () => {
    expect(judgeRecord(deal, [{ a: 'a', b: 'a', at: 1000 }, ...perfect()], times(60 * SECOND)).ok).toBe(false);
  });
});
