import { describe, expect, it } from 'vitest';
import { forgetSeat, rememberedSeat, rememberSeat } from './seat-store';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('the remembered seat', () => {
  it('gives a reloaded tab the room code and the reconnection token', () => {
    const stores = { session: memoryStorage(), local: memoryStorage() };
    rememberSeat('7', { roomCode: 'ABC234', reconnectionToken: 'ABC234:tok' }, stores);
    expect(rememberedSeat('7', stores)).toEqual({ roomCode: 'ABC234', reconnectionToken: 'ABC234:tok' });
  });

  it('gives a new tab (empty sessionStorage) the room code only, and another account nothing', () => {
    const local = memoryStorage();
    rememberSeat('7', { roomCode: 'ABC234', reconnectionToken: 'ABC234:tok' }, { session: memoryStorage(), local });
    expect(rememberedSeat('7', { session: memoryStorage(), local })).toEqual({ roomCode: 'ABC234', reconnectionToken: null });
    expect(rememberedSeat('8', { session: memoryStorage(), local })).toBeNull();
  });

  it('forgets the seat, and survives unreadable storage', () => {
    const stores = { session: memoryStorage(), local: memoryStorage() };
    rememberSeat('7', { roomCode: 'ABC234', reconnectionToken: 't' }, stores);
    forgetSeat(stores);
    expect(rememberedSeat('7', stores)).toBeNull();
    stores.session.setItem('matchdrop.competitive.seat', '{not json');
    expect(rememberedSeat('7', stores)).toBeNull();
    expect(rememberedSeat('7', { session: null, local: null })).toBeNull();
  });
});
