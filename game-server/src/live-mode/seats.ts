import { nicknameKey } from '@matchdrop/shared';

/**
 * The seat rules a live mode's lobby shares (the tournament, the team race): who may take a seat, and whether a
 * seat's token still opens a connection. Codes are the modes' own refusal codes (same names in both tables).
 */

interface SeatHolder {
  id: string;
  key: string;
  userId: string | null;
}

export interface SeatsView {
  code: string;
  status: string;
  locked: boolean;
  players: readonly SeatHolder[];
  barredUsers: readonly string[];
  settings: { playersMax: number };
}

export type JoinRefusal = 'suspended' | 'finished' | 'locked' | 'full' | 'nickname_taken';

/**
 * A join: refused (the code), the account's seat again ('again': another device, a lost token), or a new seat
 * (null). A barred account never joins; a finished, locked or full race takes nobody new; nicknames are unique
 * ignoring case and spacing.
 */
export function joinVerdict(state: SeatsView, player: { name: string; userId: string | null }): JoinRefusal | 'again' | null {
  if (player.userId !== null && state.barredUsers.includes(player.userId)) return 'suspended';
  if (player.userId !== null && state.players.some((p) => p.userId === player.userId)) return 'again';
  if (state.status === 'finished') return 'finished';
  if (state.locked) return 'locked';
  if (state.players.length >= state.settings.playersMax) return 'full';
  const key = nicknameKey(player.name);
  return state.players.some((p) => p.key === key) ? 'nickname_taken' : null;
}

/** The seat check of a connection: the token's code, a seat still held, an account not put out. */
export function seatVerdict(state: SeatsView, playerId: string, code: string): 'seat_not_here' | 'suspended' | null {
  const player = state.players.find((p) => p.id === playerId);
  if (code !== state.code || !player) return 'seat_not_here';
  return player.userId !== null && state.barredUsers.includes(player.userId) ? 'suspended' : null;
}
