/**
 * Where this browser remembers the room it sits in, so a reload or a reopened tab finds the way back:
 * - the tab's sessionStorage keeps the room code and the reconnection token (a reload within the 30-s window
 *   takes the very same seat back with the token);
 * - localStorage keeps the room code alone (a closed and reopened tab has a fresh sessionStorage; the room code
 *   still lets it rejoin, straight into the seat while the server holds it, or as an offer afterwards).
 * Both are per account: another login in this browser does not see them.
 */
export interface RememberedSeat {
  roomCode: string;
  /** null when only the room is known (a new tab). */
  reconnectionToken: string | null;
}

const SESSION_KEY = 'matchdrop.competitive.seat';
const LOCAL_KEY = 'matchdrop.competitive.room';

interface Stores {
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

function browserStores(): Stores {
  const safe = (get: () => Storage): Stores['session'] => {
    try {
      return get();
    } catch {
      return null; // storage disabled: nothing is remembered
    }
  };
  return { session: safe(() => window.sessionStorage), local: safe(() => window.localStorage) };
}

function read(store: Stores['session'], key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function rememberSeat(userId: string, seat: RememberedSeat, stores: Stores = browserStores()): void {
  try {
    stores.session?.setItem(SESSION_KEY, JSON.stringify({ userId, ...seat }));
    stores.local?.setItem(LOCAL_KEY, JSON.stringify({ userId, roomCode: seat.roomCode }));
  } catch {
    // A full or disabled storage only loses the way back after a reload.
  }
}

/** The seat this account last held in this browser: the tab's own record first (with its token). */
export function rememberedSeat(userId: string, stores: Stores = browserStores()): RememberedSeat | null {
  const session = read(stores.session, SESSION_KEY);
  if (session?.userId === userId && typeof session.roomCode === 'string') {
    return { roomCode: session.roomCode, reconnectionToken: typeof session.reconnectionToken === 'string' ? session.reconnectionToken : null };
  }
  const local = read(stores.local, LOCAL_KEY);
  if (local?.userId === userId && typeof local.roomCode === 'string') return { roomCode: local.roomCode, reconnectionToken: null };
  return null;
}

/** The player left the room for good (or it is gone): nothing to come back to. */
export function forgetSeat(stores: Stores = browserStores()): void {
  try {
    stores.session?.removeItem(SESSION_KEY);
    stores.local?.removeItem(LOCAL_KEY);
  } catch {
    // nothing remembered, nothing to forget
  }
}
