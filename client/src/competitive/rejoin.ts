import { t } from '@lingui/core/macro';
import type { CompetitiveRoomView } from '@matchdrop/shared';
import { takeSeat, type Seat } from './enter-room';
import { resumeRoomConnection } from './net/open';
import { fetchRoom, joinRoom } from './net/rest';
import { forgetSeat, rememberedSeat } from './net/seat-store';

/**
 * Coming back to the room this browser last sat in (a reload, a reopened tab, a lost phone signal):
 * - seat: the player's seat is still held (within the 30-s window): they are back in it, same round and score —
 *   with this tab's reconnection token, or else by joining again, which the server treats as the same seat;
 * - offer: the seat is gone but the room still exists: the competition screen offers "Rejoin room ABC123";
 * - none: nothing to come back to (the record is forgotten when the room is gone).
 */
export type Comeback = { kind: 'seat'; seat: Seat } | { kind: 'offer'; roomCode: string } | { kind: 'none' };

async function roomIfAny(roomCode: string): Promise<CompetitiveRoomView | null> {
  try {
    return await fetchRoom(roomCode);
  } catch {
    return null;
  }
}

export async function comeBack(me: string): Promise<Comeback> {
  const remembered = rememberedSeat(me);
  if (!remembered) return { kind: 'none' };
  const room = await roomIfAny(remembered.roomCode);
  if (!room) {
    forgetSeat();
    return { kind: 'none' };
  }
  if (!room.participants.some((p) => p.user_id === me)) return { kind: 'offer', roomCode: room.roomCode };
  if (remembered.reconnectionToken) {
    try {
      return { kind: 'seat', seat: { connection: await resumeRoomConnection(room.roomCode, remembered.reconnectionToken), room, gameData: null } };
    } catch {
      // The token is spent or expired: joining again takes the seat the server still holds.
    }
  }
  try {
    return { kind: 'seat', seat: await takeSeat(room, null, t`Failed to join room`) };
  } catch {
    return { kind: 'offer', roomCode: room.roomCode };
  }
}

/** "Rejoin room ABC123": into the lobby, or watching the running round until the next one. */
export async function rejoin(roomCode: string): Promise<Seat> {
  const room = await joinRoom(roomCode);
  return takeSeat(room, null, t`Failed to join room`);
}
