import { TOURNAMENT_TOKEN_STORAGE_PREFIX } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { dropSeat, readSeat, writeSeat, type SeatStorage } from './seat-store';

function memory(): SeatStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const seat = { code: 'ABC234', playerId: 'p1', name: 'Ana', token: 'signed' };

describe('tournament seat store', () => {
  it('keeps a seat per tournament code', () => {
    const storage = memory();
    writeSeat(storage, seat);
    expect(readSeat(storage, 'ABC234')).toEqual(seat);
    expect(readSeat(storage, 'XYZ789')).toBeNull();
  });

  it('forgets a dropped seat', () => {
    const storage = memory();
    writeSeat(storage, seat);
    dropSeat(storage, 'ABC234');
    expect(readSeat(storage, 'ABC234')).toBeNull();
  });

  it('treats junk, a seat of another code, or refused storage as no seat', () => {
    const storage = memory();
    storage.data.set(`${TOURNAMENT_TOKEN_STORAGE_PREFIX}ABC234`, '{not json');
    expect(readSeat(storage, 'ABC234')).toBeNull();
    storage.data.set(`${TOURNAMENT_TOKEN_STORAGE_PREFIX}ABC234`, JSON.stringify({ ...seat, code: 'OTHER2' }));
    expect(readSeat(storage, 'ABC234')).toBeNull();
    const refusing: SeatStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeSeat(refusing, seat)).not.toThrow();
    expect(readSeat(refusing, 'ABC234')).toBeNull();
    expect(readSeat(undefined, 'ABC234')).toBeNull();
  });
});
