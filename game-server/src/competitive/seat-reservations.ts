/**
 * The room's own account of seats reserved through the matchmaker and not yet taken by a websocket, so that:
 * - one user holds at most one seat per room (a new reservation replaces that user's pending one);
 * - a reservation counts against the room's places only while it is pending (Colyseus frees it after
 *   SEAT_RESERVATION_SECONDS; the room's maxClients is set high enough never to lock the room on its own);
 * - a user whose reservations keep running out unused is refused for a while.
 * Plain data and the time as a parameter: tested without a server.
 */
export const UNUSED_RESERVATIONS_MAX = 3;
export const RESERVATION_BLOCK_MS = 60_000;

interface Pending {
  userId: string;
  expiresAt: number;
}

export type ReservationVerdict = { ok: true } | { ok: false; reason: 'room_full' | 'reserved_too_often' };

export class SeatReservations {
  private readonly pending = new Map<string, Pending>();
  private readonly unused = new Map<string, number>();
  private readonly blockedUntil = new Map<string, number>();

  /** May this user reserve a seat now, with these players seated? (A seated player is taking their seat back.) */
  admit(userId: string, seated: readonly string[], maxPlayers: number, now: number): ReservationVerdict {
    if ((this.blockedUntil.get(userId) ?? 0) > now) return { ok: false, reason: 'reserved_too_often' };
    if (seated.includes(userId)) return { ok: true };
    const holders = new Set(seated);
    for (const p of this.pending.values()) if (p.expiresAt > now && p.userId !== userId) holders.add(p.userId);
    return holders.size >= maxPlayers ? { ok: false, reason: 'room_full' } : { ok: true };
  }

  /** A reservation was made; the user's earlier pending one no longer counts. */
  reserved(sessionId: string, userId: string, expiresAt: number): void {
    for (const [id, p] of this.pending) if (p.userId === userId) this.pending.delete(id);
    this.pending.set(sessionId, { userId, expiresAt });
  }

  /** The websocket took the seat. */
  consumed(sessionId: string): void {
    this.pending.delete(sessionId);
  }

  /**
   * The reservation's time is up: if it is still pending it went unused. Returns true when this user has now
   * left UNUSED_RESERVATIONS_MAX unused and is refused until `now + RESERVATION_BLOCK_MS`.
   */
  expired(sessionId: string, now: number): boolean {
    const p = this.pending.get(sessionId);
    if (!p) return false;
    this.pending.delete(sessionId);
    const count = (this.unused.get(p.userId) ?? 0) + 1;
    if (count < UNUSED_RESERVATIONS_MAX) {
      this.unused.set(p.userId, count);
      return false;
    }
    this.unused.delete(p.userId);
    this.blockedUntil.set(p.userId, now + RESERVATION_BLOCK_MS);
    return true;
  }
}
