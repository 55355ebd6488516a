import { TOURNAMENT_TOKEN_STORAGE_PREFIX } from '@matchdrop/shared';

/** A player's seat in one tournament (or team race, under its own key prefix): the signed token the server gave at join, kept for this tab (a reload keeps it). */
export interface TournamentSeat {
  code: string;
  playerId: string;
  name: string;
  token: string;
}

const KEY_PREFIX = TOURNAMENT_TOKEN_STORAGE_PREFIX;

export interface SeatStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isSeat(value: unknown): value is TournamentSeat {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as Record<string, unknown>;
  return typeof seat.code === 'string' && typeof seat.playerId === 'string' && typeof seat.name === 'string' && typeof seat.token === 'string';
}

/** Storage can be refused (privacy modes) or hold junk: a seat that cannot be read is no seat. */
export function readSeat(storage: SeatStorage | undefined, code: string, prefix: string = KEY_PREFIX): TournamentSeat | null {
  try {
    const raw = storage?.getItem(prefix + code);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSeat(parsed) && parsed.code === code ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSeat(storage: SeatStorage | undefined, seat: TournamentSeat, prefix: string = KEY_PREFIX): void {
  try {
    storage?.setItem(prefix + seat.code, JSON.stringify(seat));
  } catch {
    /* the seat lasts as long as the page then */
  }
}

export function dropSeat(storage: SeatStorage | undefined, code: string, prefix: string = KEY_PREFIX): void {
  try {
    storage?.removeItem(prefix + code);
  } catch {
    /* nothing stored */
  }
}

/** The tab's sessionStorage, looked up at call time (it can throw when storage is disabled). */
export function tabStorage(): SeatStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
