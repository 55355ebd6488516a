import { t } from '@lingui/core/macro';
import type { CompetitiveRoomView, CreateRoomRequest } from '@matchdrop/shared';
import { apiRequest } from '../../api';
import { RoomRefusal } from './refusal';

/** R-API-1 competitive calls: the REST half of a room (the websocket half is room-connection.ts). */

type RoomAnswer = { room?: CompetitiveRoomView; error?: string };

/** A 403 for a suspended account comes back as an answer (R-API-3), not as an error: it has no room. */
function roomOf(answer: RoomAnswer): CompetitiveRoomView {
  if (!answer.room) throw new RoomRefusal(answer.error ?? t`Request failed`);
  return answer.room;
}

export async function createRoom(request: CreateRoomRequest): Promise<CompetitiveRoomView> {
  return roomOf(await apiRequest<RoomAnswer>('POST', '/api/competitive/create-room', request));
}

/** The code is uppercased before sending (R-ROOM-2). */
export async function joinRoom(roomCode: string): Promise<CompetitiveRoomView> {
  return roomOf(await apiRequest<RoomAnswer>('POST', '/api/competitive/join-room', { roomCode: roomCode.trim().toUpperCase() }));
}

export async function fetchRoom(roomCode: string): Promise<CompetitiveRoomView> {
  return roomOf(await apiRequest<RoomAnswer>('GET', `/api/competitive/room/${encodeURIComponent(roomCode)}`));
}

/** Host only: removes a disconnected player from the lobby. */
export async function removePlayer(roomCode: string, userId: string): Promise<void> {
  const answer = await apiRequest<RoomAnswer>('POST', '/api/competitive/remove-player', { roomId: roomCode, userId });
  if (answer?.error) throw new RoomRefusal(answer.error);
}
