import { describe, expect, it } from 'vitest';
import { PAIR_COUNT_SELECT_MS } from '@matchdrop/shared';
import { broadcasts, COLOURS, errorsTo, game, roomAtTopics, SPANISH } from './testing.js';
import type { Sim } from './testing.js';

/** Ben's topic approved by everyone: Ben is the new host and has 5 s to choose. */
function atPairCount(topic = COLOURS, options = {}): Sim {
  const sim = roomAtTopics(['ana', 'ben', 'cara'], options);
  sim.send({ type: 'propose_topic', userId: 'ben', game: game('Topic', topic) });
  sim.send({ type: 'approve_topic', userId: 'ana' });
  sim.send({ type: 'approve_topic', userId: 'cara' });
  return sim;
}

describe('pair-count selection', () => {
  it("applies the host's choice at once and opens the next round's lobby", () => {
    const sim = atPairCount(SPANISH);
    sim.send({ type: 'toggle_ready', userId: 'ana' }); // out of phase: ignored
    const effects = sim.send({ type: 'pair_count_selected', userId: 'ben', pairCount: 7 });
    const [selected] = broadcasts(effects, 'pair_count_selected');
    expect(selected).toMatchObject({ pairCount: 7, auto: false, roundNumber: 2, hostId: 'ben' });
    expect(selected?.participants.map((p) => [p.user_id, p.ready, p.is_host])).toEqual([
      ['ana', false, false],
      ['ben', false, true],
      ['cara', false, false],
    ]);
    expect(effects).toContainEqual({ kind: 'cancel', timer: 'pair_count' });
    expect(sim.state).toMatchObject({ phase: 'lobby', pairCount: 7, roundNumber: 2, round: null, waitingRoom: [], stages: [] });
    expect(sim.state.timers).toEqual({});
    expect(sim.advance(PAIR_COUNT_SELECT_MS)).toEqual([]);
  });

  it('clamps an out-of-range choice into 3..min(pairs, 20)', () => {
    const high = atPairCount(COLOURS);
    high.send({ type: 'pair_count_selected', userId: 'ben', pairCount: 50 });
    expect(high.state.pairCount).toBe(4);
    const low = atPairCount(COLOURS);
    low.send({ type: 'pair_count_selected', userId: 'ben', pairCount: 1 });
    expect(low.state.pairCount).toBe(3);
    const fraction = atPairCount(SPANISH);
    fraction.send({ type: 'pair_count_selected', userId: 'ben', pairCount: 5.4 });
    expect(fraction.state.pairCount).toBe(5);
  });

  it('refuses a choice from a non-host or a non-number, and keeps waiting', () => {
    const sim = atPairCount();
    expect(errorsTo(sim.send({ type: 'pair_count_selected', userId: 'ana', pairCount: 3 }), 'ana')).toEqual(['Only the host can choose the pair count']);
    const junk = { type: 'pair_count_selected', userId: 'ben', pairCount: 'many' } as unknown as Parameters<Sim['send']>[0];
    expect(errorsTo(sim.send(junk), 'ben')).toEqual(['Invalid pair count']);
    expect(errorsTo(sim.send({ type: 'pair_count_selected', userId: 'ben', pairCount: Number.NaN }), 'ben')).toEqual(['Invalid pair count']);
    expect(sim.state.phase).toBe('pair_count_selection');
  });

  it('uses the previous count when the 5 s run out without a choice', () => {
    const sim = atPairCount(SPANISH);
    expect(sim.advance(PAIR_COUNT_SELECT_MS - 1)).toEqual([]);
    const effects = sim.advance(1);
    expect(broadcasts(effects, 'pair_count_selected')[0]).toMatchObject({ pairCount: 3, auto: true, roundNumber: 2 });
    expect(sim.state.phase).toBe('lobby');
  });

  it('clamps the previous count to the new game maximum on timeout', () => {
    const sim = atPairCount(COLOURS, { pairCount: 8 });
    expect(sim.state.pairCount).toBe(8);
    const effects = sim.advance(PAIR_COUNT_SELECT_MS);
    expect(broadcasts(effects, 'pair_count_selected')[0]).toMatchObject({ pairCount: 4, auto: true });
    expect(sim.state.pairCount).toBe(4);
  });

  it('lets the next host choose when the new host leaves during the selection', () => {
    const sim = atPairCount(SPANISH);
    sim.send({ type: 'leave', userId: 'ben' });
    expect(sim.state.hostUserId).toBe('ana');
    sim.send({ type: 'pair_count_selected', userId: 'ana', pairCount: 6 });
    expect(sim.state).toMatchObject({ phase: 'lobby', pairCount: 6, hostUserId: 'ana' });
  });
});
