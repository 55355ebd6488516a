import type { CompetitiveRoomStatus, ParticipantView, PlayerRef } from '@matchdrop/shared';
import type { Player, RoomState } from './types.js';

/** Read-only questions about the room, shared by every phase. */

export function findPlayer(state: RoomState, userId: string): Player | undefined {
  return state.players.find((p) => p.userId === userId);
}

export function isHost(state: RoomState, userId: string): boolean {
  return state.hostUserId === userId;
}

export function playerRef(player: { userId: string; username: string }): PlayerRef {
  return { userId: player.userId, username: player.username };
}

/** A participant's id in the room's views: the room code and the user id. */
export function participantId(state: RoomState, userId: string): string {
  return `${state.roomCode}-${userId}`;
}

export function participantsView(state: RoomState): ParticipantView[] {
  return state.players.map((p) => ({
    id: participantId(state, p.userId),
    user_id: p.userId,
    username: p.username,
    ready: p.ready,
    is_host: p.userId === state.hostUserId,
    disconnected: p.disconnected || !p.connected,
    connected: p.connected,
  }));
}

/** Everyone is ready or is the host: the unready timer has nothing left to do. */
export function everyoneReadyOrHost(state: RoomState): boolean {
  return state.players.every((p) => p.ready || p.userId === state.hostUserId);
}

/** The earliest-joined remaining player takes over; null in an empty room. */
export function nextHost(state: RoomState): string | null {
  return state.players[0]?.userId ?? null;
}

/** The competitive room's status column (R-WIRE-7: waiting, topic_selection, finished, ...). */
export function roomStatus(state: RoomState): CompetitiveRoomStatus {
  switch (state.phase) {
    case 'lobby':
      return 'waiting';
    case 'countdown':
    case 'playing':
      return 'playing';
    case 'results':
    case 'waiting_room':
      return 'finished';
    case 'topic_selection':
    case 'pair_count_selection':
      return 'topic_selection';
    case 'closed':
      return 'closed';
  }
}
