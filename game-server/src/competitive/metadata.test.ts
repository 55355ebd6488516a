import { describe, expect, it } from 'vitest';
import { COLOURS, game, RecordingSim, Sim } from './logic/testing.js';
import type { RoomState } from './logic/index.js';
import { MetadataPublisher } from './metadata.js';
import type { RoomMetadata } from './metadata.js';

/** A room's life touching every part of its metadata: joins, ready, disconnection, phases, host, topic, pair count, leaving. */
function playLife(sim: RecordingSim): void {
  sim.join('ana', 'ben', 'cara');
  sim.send({ type: 'toggle_ready', userId: 'ben' });
  sim.send({ type: 'set_connected', userId: 'cara', connected: false });
  sim.send({ type: 'set_connected', userId: 'cara', connected: true });
  sim.advance(30_000); // the unready check marks cara
  sim.startRound(['ana', 'ben', 'cara']);
  for (const [a, b] of sim.pairs()) {
    sim.send({ type: 'match_attempt', userId: 'ben', item1: a, item2: a === b ? a : b });
    sim.send({ type: 'match_attempt', userId: 'ana', item1: a, item2: b });
  }
  sim.send({ type: 'quit_game', userId: 'cara' });
  sim.matchAll('ben');
  for (const p of ['ana', 'ben']) sim.send({ type: 'start_another_round', userId: p });
  sim.send({ type: 'host_proceed_to_topics', userId: 'ana' });
  sim.send({ type: 'propose_topic', userId: 'ben', game: game('Colours', COLOURS) });
  sim.send({ type: 'approve_topic', userId: 'ana' });
  sim.send({ type: 'pair_count_selected', userId: 'ben', pairCount: 4 });
  sim.advance(20_000);
  sim.send({ type: 'leave', userId: 'ana' });
}

describe('MetadataPublisher', () => {
  it('writes the metadata exactly when it changed, however the step changed the state', async () => {
    const sim = new RecordingSim();
    playLife(sim);
    const writes: RoomMetadata[] = [];
    const publisher = new MetadataPublisher(
      async (metadata) => void writes.push(metadata),
      (err) => {
        throw err;
      },
    );
    const [first, ...rest] = sim.states;
    const expected = [publisher.initial(first!)];
    for (const state of rest) {
      publisher.publish(state);
      const reference = new MetadataPublisher(
        async () => undefined,
        () => undefined,
      ).initial(state);
      if (JSON.stringify(reference) !== JSON.stringify(expected.at(-1))) expected.push(reference);
    }
    await publisher.settled();
    expect(writes).toEqual(expected.slice(1));
    // The life above did change it often, and most steps (the match attempts) did not.
    expect(writes.length).toBeGreaterThan(10);
    expect(writes.length).toBeLessThan(sim.states.length / 2);
  });

  it('writes when any one thing the metadata shows changes', async () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const base = sim.state;
    const player = (s: RoomState, change: Partial<RoomState['players'][number]>): RoomState => ({
      ...s,
      players: s.players.map((p, i) => (i === 1 ? { ...p, ...change } : p)),
    });
    const changes: [string, (s: RoomState) => RoomState][] = [
      ['room code', (s) => ({ ...s, roomCode: 'XYZ234' })],
      ['host', (s) => ({ ...s, hostUserId: 'ben' })],
      ['topic', (s) => ({ ...s, game: { ...s.game, name: 'Colours' } })],
      ['pair count', (s) => ({ ...s, pairCount: s.pairCount + 1 })],
      ['max players', (s) => ({ ...s, maxPlayers: 3 })],
      ['speed', (s) => ({ ...s, speed: s.speed + 1 })],
      ['round time', (s) => ({ ...s, roundSeconds: 120 })],
      ['status', (s) => ({ ...s, phase: 'playing' })],
      ['a player', (s) => ({ ...s, players: [...s.players, { ...s.players[1]!, userId: 'cara', username: 'CARA' }] })],
      ['a username', (s) => player(s, { username: 'BENNY' })],
      ['ready', (s) => player(s, { ready: true })],
      ['disconnected', (s) => player(s, { disconnected: true })],
      ['connected', (s) => player(s, { connected: false })],
      ['former players', (s) => ({ ...s, formerPlayers: [...s.formerPlayers, 'zed'] })],
    ];
    for (const [what, change] of changes) {
      const writes: RoomMetadata[] = [];
      const publisher = new MetadataPublisher(
        async (metadata) => void writes.push(metadata),
        () => undefined,
      );
      publisher.initial(base);
      publisher.publish({ ...base, players: base.players.map((p) => ({ ...p })) }); // a copy, same metadata
      publisher.publish(change(base));
      await publisher.settled();
      expect(writes.length, what).toBe(1);
    }
  });
});
