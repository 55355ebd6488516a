import type { CompetitiveRoomView, GameData } from '@matchdrop/shared';
import { openRoomConnection } from './net/open';
import { RoomRefusal } from './net/refusal';
import type { RoomConnection } from './net/room-connection';

/** A seat taken in a room: the connection, the room as REST described it, and the game data if this player has it. */
export interface Seat {
  connection: RoomConnection;
  room: CompetitiveRoomView;
  gameData: GameData | null;
}

/** The server's reason for a refused seat (e.g. 'Room is full'), else the screen's fallback. */
function seatRefusal(error: unknown, fallback: string): RoomRefusal {
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
  return new RoomRefusal(message, { cause: error });
}

/** Takes the seat over the websocket after create-room / join-room answered. */
export async function takeSeat(room: CompetitiveRoomView, gameData: GameData | null, fallback: string): Promise<Seat> {
  try {
    return { connection: await openRoomConnection(room.roomCode), room, gameData };
  } catch (error) {
    throw seatRefusal(error, fallback);
  }
}
