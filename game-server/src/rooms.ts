import type { Server } from '@colyseus/core';
import { COMPETITIVE_ROOM_NAME } from '@matchdrop/shared';
import type { CompetitiveDeps } from './competitive/deps.js';
import { competitiveRoom } from './competitive/room.js';

/**
 * Room types a client may only join by id (or reconnect to): they are created by the server's own REST calls,
 * which validate the options and pick the game, never by a client's matchmaking request.
 */
export const JOIN_BY_ID_ONLY: ReadonlySet<string> = new Set([COMPETITIVE_ROOM_NAME]);

/** The one place room types are registered with the matchmaker. */
export function defineRooms(server: Server, competitive?: CompetitiveDeps): void {
  if (competitive) server.define(COMPETITIVE_ROOM_NAME, competitiveRoom(competitive));
}
