import { describe, expect, it } from 'vitest';
import { playRoomLife, RecordingSim, Sim } from './logic/testing.js';
import type { RoomState } from './logic/index.js';
import { MetadataPublisher } from './metadata.js';
import type { RoomMetadata } from './metadata.js';

describe('MetadataPublisher', () => {
  it('writes the metadata exactly when it changed, however the step changed the state', async () => {
    const sim = new RecordingSim();
    playRoomLife(sim);
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
    // The room's life changed it often, and most steps (the match attempts) did not.
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
