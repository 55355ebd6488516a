import type { CompetitiveRoomOutcome, CreateRoomOptions } from '@matchdrop/shared';

/**
 * What the competitive REST calls need from the rooms (the game server, wired by the composition like ApiEvents).
 * The API authenticates and validates; the rooms decide, through the matchmaker, so REST and websocket agree.
 */
export interface CompetitiveRooms {
  createRoom(hostUserId: number, request: CreateRoomOptions): Promise<CompetitiveRoomOutcome>;
  /** Whether this player may join (a seated player may always come back), with the room. */
  joinRoom(userId: number, roomCode: string): Promise<CompetitiveRoomOutcome>;
  getRoom(roomCode: string): Promise<CompetitiveRoomOutcome>;
  /** The host removes a disconnected player; answers the room after. */
  removePlayer(hostUserId: number, roomCode: string, userId: string): Promise<CompetitiveRoomOutcome>;
}
