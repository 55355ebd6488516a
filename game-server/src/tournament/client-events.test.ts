import { describe, expect, it } from 'vitest';
import { eventFor } from './client-events.js';

const host = { role: 'host', userId: '7', issuedAtMs: 0 } as const;
const player = { role: 'player', code: 'ABCDEF', playerId: '3' } as const;

describe('tournament client messages to reducer events', () => {
  it('host actions carry the sender’s account, a player’s none (the reducer refuses them)', () => {
    expect(eventFor('start', {}, host, 'seed')).toEqual({ type: 'start', by: '7', seed: 'seed' });
    expect(eventFor('lock', { locked: true }, player, 'seed')).toEqual({ type: 'lock', by: '', locked: true });
    expect(eventFor('remove_player', { playerId: '3' }, host, 's')).toEqual({ type: 'remove', by: '7', playerId: '3' });
  });

  it('an attempt is a player’s own, by the seat it authenticated as; a bad payload is dropped', () => {
    expect(eventFor('match_attempt', { item1: 'a', item2: 'b', playerId: '99' }, player, 's')).toEqual({ type: 'attempt', playerId: '3', item1: 'a', item2: 'b' });
    expect(eventFor('match_attempt', { item1: 'a', item2: 'b' }, host, 's')).toBeUndefined();
    expect(eventFor('remove_player', { playerId: 'x; drop' }, host, 's')).toBeUndefined();
  });
});
