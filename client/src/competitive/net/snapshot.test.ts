import { describe, expect, it } from 'vitest';
import { toSnapshot } from './snapshot';

const state = {
  roomCode: 'ABC234',
  phase: 'lobby',
  dictionaryName: 'Animals',
  pairCount: 6,
  maxPlayers: 4,
  speed: 8,
  roundSeconds: 120,
  roundNumber: 1,
  hostUserId: '7',
  participants: [{ id: 'ABC234-7', user_id: '7', username: 'ana', ready: false, is_host: true, disconnected: false, connected: true, progress: 0 }],
};

describe('toSnapshot', () => {
  it('reads the synchronized state, through toJSON when it is a schema instance', () => {
    expect(toSnapshot(state)).toEqual(state);
    expect(toSnapshot({ toJSON: () => state })).toEqual(state);
  });

  it('is null before the first state, and drops malformed participants', () => {
    expect(toSnapshot(undefined)).toBeNull();
    expect(toSnapshot({ roomCode: '' })).toBeNull();
    const snapshot = toSnapshot({ ...state, pairCount: 'x', participants: [null, { username: 'no id' }, state.participants[0]] });
    expect(snapshot?.pairCount).toBe(0);
    expect(snapshot?.participants).toHaveLength(1);
  });

  it("keeps 'connected' apart from 'disconnected', and infers it from 'disconnected' when the state lacks it", () => {
    const idle = { ...state.participants[0], disconnected: true, connected: true };
    const dropped = { ...idle, user_id: '8', connected: false };
    const { connected: _, ...legacy } = { ...dropped, user_id: '9' };
    const snapshot = toSnapshot({ ...state, participants: [idle, dropped, legacy] });
    expect(snapshot?.participants.map((p) => [p.user_id, p.disconnected, p.connected])).toEqual([
      ['7', true, true],
      ['8', true, false],
      ['9', true, false],
    ]);
  });
});
