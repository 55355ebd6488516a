import { describe, expect, it } from 'vitest';
import { RESERVATION_BLOCK_MS, SeatReservations, UNUSED_RESERVATIONS_MAX } from './seat-reservations.js';

describe('the room’s seat reservations', () => {
  it('counts pending reservations per user against the places, and a seated player always gets back in', () => {
    const seats = new SeatReservations();
    seats.reserved('s1', 'b', 10_000);
    expect(seats.admit('c', ['a'], 2, 0)).toEqual({ ok: false, reason: 'room_full' });
    expect(seats.admit('a', ['a'], 2, 0)).toEqual({ ok: true });
    // b reserving again replaces b's own pending seat: still one place taken.
    seats.reserved('s2', 'b', 10_000);
    expect(seats.admit('c', ['a'], 3, 0)).toEqual({ ok: true });
    // Once taken by the websocket, or once expired, a reservation holds nothing.
    seats.consumed('s2');
    expect(seats.admit('c', ['a'], 2, 0)).toEqual({ ok: true });
    seats.reserved('s3', 'd', 10_000);
    expect(seats.admit('c', ['a'], 2, 10_000)).toEqual({ ok: true });
  });

  it(`refuses a user for ${RESERVATION_BLOCK_MS / 1000} s after ${UNUSED_RESERVATIONS_MAX} reservations ran out unused`, () => {
    const seats = new SeatReservations();
    for (let i = 1; i <= UNUSED_RESERVATIONS_MAX; i++) {
      seats.reserved(`s${i}`, 'e', i * 1_000);
      expect(seats.expired(`s${i}`, i * 1_000)).toBe(i === UNUSED_RESERVATIONS_MAX);
    }
    const at = UNUSED_RESERVATIONS_MAX * 1_000;
    expect(seats.admit('e', [], 4, at)).toEqual({ ok: false, reason: 'reserved_too_often' });
    expect(seats.admit('f', [], 4, at)).toEqual({ ok: true });
    expect(seats.admit('e', [], 4, at + RESERVATION_BLOCK_MS)).toEqual({ ok: true });
  });

  it('does not count a reservation that was used', () => {
    const seats = new SeatReservations();
    seats.reserved('s1', 'e', 1_000);
    seats.consumed('s1');
    expect(seats.expired('s1', 1_000)).toBe(false);
  });
});
