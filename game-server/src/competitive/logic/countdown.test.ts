import { describe, expect, it } from 'vitest';
import { createRng, selectPairs, toTwoWayMap, spawnOrder } from '@matchdrop/shared';
import { broadcasts, errorsTo, messageTypes, Sim, SPANISH } from './testing.js';

const BIG = toTwoWayMap(Array.from({ length: 24 }, (_, i) => [`w${i}`, `p${i}`] as [string, string]));

function readyToStart(): Sim {
  const sim = new Sim();
  sim.join('ana', 'ben');
  sim.send({ type: 'toggle_ready', userId: 'ben' });
  return sim;
}

describe('countdown', () => {
  it('announces 3, 2, 1 and GO! one second apart, then starts the game with the round clock at GO!', () => {
    const sim = readyToStart();
    const t0 = sim.now;
    const first = sim.send({ type: 'start_game', userId: 'ana', seed: 42 });
    expect(broadcasts(first, 'game_countdown')).toEqual([{ count: 3, label: '3' }]);
    expect(sim.advance(999)).toEqual([]);
    expect(broadcasts(sim.advance(1), 'game_countdown')).toEqual([{ count: 2, label: '2' }]);
    expect(broadcasts(sim.advance(1_000), 'game_countdown')).toEqual([{ count: 1, label: '1' }]);
    expect(sim.state.phase).toBe('countdown');
    const go = sim.advance(1_000);
    expect(messageTypes(go)).toEqual(['game_countdown', 'game_started']);
    expect(broadcasts(go, 'game_countdown')).toEqual([{ count: 0, label: 'GO!' }]);
    expect(sim.state.phase).toBe('playing');
    const [started] = broadcasts(go, 'game_started');
    // 3 pairs: the default limit is the 60-s minimum, timed from GO!.
    expect(started).toMatchObject({ roundNumber: 1, seed: 42, pairCount: 3, startedAt: t0 + 3_000, speed: 5, roundSeconds: 60, endsAt: t0 + 63_000 });
    expect(sim.state.round?.startedAt).toBe(t0 + 3_000);
    expect(sim.state.timers).toEqual({ round_end: t0 + 63_000 });
  });

  it('deals the pairs with the seed and sends only the items, in the field order of the same rng, never the pairs', () => {
    const sim = readyToStart();
    sim.send({ type: 'start_game', userId: 'ana', seed: 'round-seed' });
    const [started] = broadcasts(sim.advance(3_000), 'game_started');
    const rng = createRng('round-seed');
    const pairs = selectPairs(SPANISH, 3, rng);
    expect(sim.state.round?.pairs).toEqual(pairs);
    expect(started?.items).toEqual(spawnOrder(pairs, 3, rng));
    expect(started).toMatchObject({ initialPairs: 3, pairCount: 3 });
    expect(started?.items).toHaveLength(6);
    expect(Object.keys(started ?? {})).not.toContain('pairs');
  });

  it("uses the host's round time, and 10 s per pair beyond 6 pairs", () => {
    const timed = (options: ConstructorParameters<typeof Sim>[0]) => {
      const sim = new Sim(options);
      sim.join('ana', 'ben');
      sim.send({ type: 'toggle_ready', userId: 'ben' });
      sim.send({ type: 'start_game', userId: 'ana', seed: 1 });
      return broadcasts(sim.advance(3_000), 'game_started')[0]?.roundSeconds;
    };
    expect(timed({ pairCount: 8, dictionaryData: BIG })).toBe(80);
    expect(timed({ pairCount: 3, roundSeconds: 300 })).toBe(300);
    expect(timed({ pairCount: 20, dictionaryData: BIG })).toBe(200);
  });

  it('ignores match attempts before GO!', () => {
    const sim = readyToStart();
    sim.send({ type: 'start_game', userId: 'ana', seed: 42 });
    const [a, b] = sim.pairs()[0] ?? ['', ''];
    const before = sim.state;
    expect(sim.send({ type: 'match_attempt', userId: 'ben', item1: a, item2: b })).toEqual([]);
    expect(sim.state).toEqual(before);
  });

  it('returns to the lobby when a departure leaves fewer than 2 players during the countdown', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    sim.send({ type: 'toggle_ready', userId: 'cara' });
    sim.send({ type: 'start_game', userId: 'ana', seed: 42 });
    sim.send({ type: 'leave', userId: 'cara' });
    expect(sim.state.phase).toBe('countdown');
    expect(sim.state.round?.players.map((p) => p.userId)).toEqual(['ana', 'ben']);
    const effects = sim.send({ type: 'quit_game', userId: 'ben' });
    expect(broadcasts(effects, 'player_quit_game')).toEqual([{ userId: 'ben', username: 'BEN' }]);
    expect(effects).toContainEqual({ kind: 'kick', userId: 'ben', reason: 'quit' });
    expect(effects).toContainEqual({ kind: 'cancel', timer: 'countdown' });
    expect(broadcasts(effects, 'error')).toEqual([{ message: 'Need at least 2 players to start', code: 'need_two_players' }]);
    expect(sim.state.phase).toBe('lobby');
    expect(sim.state.round).toBeNull();
    expect(sim.advance(5_000)).toEqual([]);
  });

  it('ignores start_game during the countdown (no second countdown)', () => {
    const sim = readyToStart();
    sim.send({ type: 'start_game', userId: 'ana', seed: 42 });
    const before = sim.state;
    const effects = sim.send({ type: 'start_game', userId: 'ana', seed: 43 });
    expect(effects).toEqual([]);
    expect(errorsTo(effects, 'ana')).toEqual([]);
    expect(sim.state).toEqual(before);
  });
});
