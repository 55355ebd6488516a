import { describe, expect, it } from 'vitest';
import { createRng } from '../random.js';
import type { Pair } from '../types.js';
import { dealPlay, fieldItems, judgePlayAttempt, type PlayState } from './play.js';

const pairs: Pair[] = [
  ['cat', 'gato'],
  ['dog', 'perro'],
  ['bird', 'pájaro'],
  ['fish', 'pez'],
];
const partner = (item: string): string => {
  const pair = pairs.find((p) => p.includes(item))!;
  return pair[0] === item ? pair[1] : pair[0];
};

describe('an assignment play judged by the server', () => {
  it('deals every item once, the first initialPairs × 2 on the field at once', () => {
    const state = dealPlay(pairs, createRng('seed'));
    expect([...state.items].sort()).toEqual(pairs.flat().sort());
    expect(state.initialPairs).toBe(3);
    expect(fieldItems(state)).toEqual(state.items.slice(0, 6));
  });

  it('opens each play on pairs of its own: the pair held back from the opening field is not always the same', () => {
    const heldBack = new Set(
      Array.from({ length: 20 }, (_, seed) => {
        const state = dealPlay(pairs, createRng(seed));
        return pairs.findIndex((p) => !state.items.slice(0, 6).includes(p[0]) && !state.items.slice(0, 6).includes(p[1]));
      }),
    );
    expect(heldBack.size).toBeGreaterThan(1);
  });

  it('judges a drop onto the right counterpart, then lets two more items in', () => {
    const state = dealPlay(pairs, createRng('seed'));
    const field = fieldItems(state);
    const item = field.find((i) => field.includes(partner(i)))!;
    const judged = judgePlayAttempt(pairs, state, item, partner(item));
    expect(judged).toMatchObject({ ok: true, correct: true, firstTry: true, finished: false, chosen: partner(item) });
    if (!judged.ok) throw new Error('refused');
    expect(fieldItems(judged.state)).toHaveLength(6); // 8 entered less the 2 matched
  });

  it('a wrong drop is stored against the dropped item’s pair with the chosen counterpart; the next try is no first try', () => {
    const state: PlayState = { items: pairs.flat(), initialPairs: 3, matched: [], tried: [] };
    const wrong = judgePlayAttempt(pairs, state, 'cat', 'perro');
    expect(wrong).toMatchObject({ ok: true, correct: false, pairIndex: 0, chosen: 'perro', firstTry: true });
    if (!wrong.ok) throw new Error('refused');
    expect(judgePlayAttempt(pairs, wrong.state, 'gato', 'cat')).toMatchObject({ ok: true, correct: true, pairIndex: 0, firstTry: false });
  });

  it('refuses items not on the field, the same item twice, and a finished play', () => {
    const state: PlayState = { items: pairs.flat(), initialPairs: 3, matched: [], tried: [] };
    expect(judgePlayAttempt(pairs, state, 'fish', 'pez')).toMatchObject({ ok: false }); // not entered yet
    expect(judgePlayAttempt(pairs, state, 'cat', 'cat')).toMatchObject({ ok: false });
    expect(judgePlayAttempt(pairs, state, 'cat', 'unknown')).toMatchObject({ ok: false });
    let current = state;
    for (const [left, right] of pairs) {
      const judged = judgePlayAttempt(pairs, current, left, right);
      if (!judged.ok) throw new Error(judged.error);
      current = judged.state;
    }
    expect(judgePlayAttempt(pairs, current, 'cat', 'gato')).toEqual({ ok: false, error: 'This play is finished' });
  });

  it('finishes when the last pair is matched', () => {
    let current: PlayState = { items: pairs.flat(), initialPairs: 3, matched: [], tried: [] };
    const finished: boolean[] = [];
    for (const [left, right] of pairs) {
      const judged = judgePlayAttempt(pairs, current, right, left);
      if (!judged.ok) throw new Error(judged.error);
      finished.push(judged.finished);
      current = judged.state;
    }
    expect(finished).toEqual([false, false, false, true]);
  });
});
