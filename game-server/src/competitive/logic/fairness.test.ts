import { createRng, initialFieldPairs, randomInt, selectPairs, toTwoWayMap, spawnOrder } from '@matchdrop/shared';
import type { Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { broadcasts, messageTypes, Sim, wrongPair } from './testing.js';
import type { Effect } from './types.js';

const sendsTo = (effects: readonly Effect[], userId: string, type: string): unknown[] =>
  effects.flatMap((e) => (e.kind === 'send' && e.to === userId && e.type === type ? [e.payload] : []));

const BIG = toTwoWayMap(Array.from({ length: 30 }, (_, i) => [`w${i}`, `p${i}`] as Pair));

/** Plays the field as a player does (first 2 × initial items, two more per match), matching an arbitrary whole pair each time. */
function playable(order: readonly string[], pairs: readonly Pair[], initial: number, pick: (choices: Pair[]) => Pair): boolean {
  const partner = new Map(pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));
  const field = new Set(order.slice(0, initial * 2));
  let next = initial * 2;
  for (let matched = 0; matched < pairs.length; matched++) {
    const choices = [...field].flatMap((a) => (field.has(partner.get(a) ?? '') && a < (partner.get(a) ?? '') ? [[a, partner.get(a) as string] as Pair] : []));
    if (choices.length === 0) return false;
    const [a, b] = pick(choices);
    field.delete(a);
    field.delete(b);
    for (const item of order.slice(next, next + 2)) field.add(item);
    next += 2;
  }
  return true;
}

describe('the answer key stays on the server', () => {
  it('answers each attempt to its sender only, with its verdict', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const [w1, w2] = wrongPair(sim);
    const wrong = sim.send({ type: 'match_attempt', userId: 'ana', item1: w1, item2: w2 });
    expect(sendsTo(wrong, 'ana', 'match_result')).toEqual([{ item1: w1, item2: w2, correct: false }]);
    expect(sendsTo(wrong, 'ben', 'match_result')).toEqual([]);
    const [a, b] = sim.pairs()[0] ?? ['', ''];
    expect(sendsTo(sim.send({ type: 'match_attempt', userId: 'ana', item1: b, item2: a }), 'ana', 'match_result')).toEqual([{ item1: b, item2: a, correct: true }]);
  });

  it('never puts a pair in a message: game_started carries the items only', () => {
    const sim = new Sim({ dictionaryData: BIG, pairCount: 12 });
    sim.join('ana', 'ben');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    sim.send({ type: 'start_game', userId: 'ana', seed: 9 });
    const [started] = broadcasts(sim.advance(3_000), 'game_started');
    expect(started?.items.slice().sort()).toEqual(sim.state.round?.pairs.flat().sort());
    expect(JSON.stringify(started)).not.toContain('pairs":');
  });

  it('orders the items so that a whole pair is always on the field, whatever the player matches', () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = createRng(seed);
      const count = 3 + (seed % 18);
      const pairs = selectPairs(BIG, count, rng);
      const initial = initialFieldPairs(count);
      const order = spawnOrder(pairs, initial, rng);
      expect(order.slice().sort()).toEqual(pairs.flat().sort());
      const pickRng = createRng(`pick-${seed}`);
      expect(playable(order, pairs, initial, (c) => c[randomInt(pickRng, 0, c.length - 1)] as Pair)).toBe(true);
      expect(playable(order, pairs, initial, (c) => c[0] as Pair)).toBe(true);
    }
  });

  it('does not enter the items two by two as pairs', () => {
    let adjacentPairs = 0;
    let blocks = 0;
    for (let seed = 0; seed < 100; seed++) {
      const rng = createRng(seed);
      const pairs = selectPairs(BIG, 20, rng);
      const order = spawnOrder(pairs, initialFieldPairs(20), rng);
      const partner = new Map(pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));
      for (let i = 10; i < order.length; i += 2) {
        blocks += 1;
        if (partner.get(order[i] as string) === order[i + 1]) adjacentPairs += 1;
      }
    }
    expect(adjacentPairs / blocks).toBeLessThan(0.15);
  });
});

describe('the round time limit', () => {
  it('ends the round for everyone at the limit: players still playing are scored from what they matched, timed at the limit', () => {
    const sim = new Sim({ roundSeconds: 90 });
    sim.startRound(['ana', 'ben']);
    const startedAt = sim.now;
    const [w1, w2] = wrongPair(sim);
    sim.send({ type: 'match_attempt', userId: 'ben', item1: w1, item2: w2 });
    const [a, b] = sim.pairs()[0] ?? ['', ''];
    sim.send({ type: 'match_attempt', userId: 'ben', item1: a, item2: b });
    sim.now = startedAt + 30_000;
    sim.matchAll('ana');
    expect(sim.state.phase).toBe('playing');
    expect(sim.advance(59_999)).toEqual([]);
    const end = sim.advance(1);
    expect(messageTypes(end)).toEqual(['game_ended']);
    const [ended] = broadcasts(end, 'game_ended');
    expect(ended?.timedOut).toBe(true);
    // ben: 1 correct of 2 = 50 %, 90 s: 50 × 50 − 900 − 25 × 90 / 5 = 2500 − 900 − 450 = 1150.
    expect(ended?.currentRound.map((r) => [r.user_id, r.finished, r.timed_out, r.completion_time, r.accuracy, r.score, r.placement])).toEqual([
      ['ana', true, false, 30_000, 100, 4550, 1],
      ['ben', false, true, 90_000, 50, 1150, 2],
    ]);
    expect(sim.state.phase).toBe('results');
    expect(sim.log).toContainEqual(expect.objectContaining({ kind: 'persistRound' }));
  });

  it('cancels the limit when everyone finished in time', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    sim.matchAll('ana');
    const done = sim.send({ type: 'match_attempt', userId: 'ben', item1: sim.pairs()[0]?.[0] ?? '', item2: sim.pairs()[0]?.[1] ?? '' });
    sim.matchAll('ben');
    expect(sim.state.phase).toBe('results');
    expect(sim.state.timers.round_end).toBeUndefined();
    expect(done.length).toBeGreaterThan(0);
    expect(sim.advance(120_000)).toEqual([]);
  });
});

describe('coming back', () => {
  it('resends the running round to a player who takes their seat again, with what they matched', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const [a, b] = sim.pairs()[0] ?? ['', ''];
    sim.send({ type: 'match_attempt', userId: 'ben', item1: a, item2: b });
    sim.send({ type: 'set_connected', userId: 'ben', connected: false });
    const back = sim.send({ type: 'set_connected', userId: 'ben', connected: true });
    expect(sendsTo(back, 'ben', 'game_started')).toEqual([
      expect.objectContaining({ matchedItems: [a, b], items: sim.state.round?.items, mine: { stats: expect.objectContaining({ score: 2, streak: 1 }), attempts: 1 } }),
    ]);
    const again = sim.send({ type: 'join', userId: 'ben', username: 'BEN' });
    expect(sendsTo(again, 'ben', 'game_started')).toHaveLength(1);
  });

  it('lets a former player rejoin during a round to watch it, and play the next one', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.send({ type: 'leave', userId: 'cara' });
    sim.startRound(['ana', 'ben']);
    const newcomer = sim.send({ type: 'join', userId: 'dan', username: 'DAN' });
    expect(sendsTo(newcomer, 'dan', 'error')).toEqual([{ message: 'Game already in progress', code: 'game_in_progress' }]);
    const back = sim.send({ type: 'join', userId: 'cara', username: 'CARA' });
    expect(sendsTo(back, 'cara', 'round_in_progress')).toEqual([{ roundNumber: 1, pairCount: 3, msLeft: 60_000 }]);
    expect(sim.state.players.map((p) => p.userId)).toEqual(['ana', 'ben', 'cara']);
    sim.matchAll('ana');
    sim.matchAll('ben');
    expect(sim.state.phase).toBe('results'); // the watcher does not hold the round up
    expect(broadcasts(sim.log, 'game_ended')[0]?.currentRound.map((r) => r.user_id)).toEqual(['ana', 'ben']);
  });

  it('lets a player who left during the round back in to watch it', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben', 'cara']);
    sim.send({ type: 'leave', userId: 'cara' });
    const back = sim.send({ type: 'join', userId: 'cara', username: 'CARA' });
    expect(sendsTo(back, 'cara', 'round_in_progress')).toHaveLength(1);
    expect(sendsTo(back, 'cara', 'game_started')).toEqual([]);
  });
});
