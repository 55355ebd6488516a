import { matchMaker } from '@colyseus/core';
import type { Server } from '@colyseus/core';
import { COMPETITIVE_ROOM_NAME, TEAM_RACE, TOURNAMENT_ROOM_NAME } from '@matchdrop/shared';
import type { CompetitiveDeps } from './competitive/deps.js';
import { competitiveRoom } from './competitive/room.js';
import { reclaimRoomCodes, releaseRoomCode } from './competitive/room-code.js';
import type { RoomTypeLiveness } from './liveness.js';
import type { TournamentDeps } from './tournament/deps.js';
import { tournamentRoom } from './tournament/room.js';
import { teamRaceRoom } from './team-race/room.js';

/**
 * Room types a client may only join by id (or reconnect to): they are created by the server's own REST calls,
 * which validate the options and pick the game, never by a client's matchmaking request.
 */
export const JOIN_BY_ID_ONLY: ReadonlySet<string> = new Set([COMPETITIVE_ROOM_NAME, TOURNAMENT_ROOM_NAME, TEAM_RACE.roomName]);

/** The one place room types are registered with the matchmaker. */
export function defineRooms(server: Server, competitive?: CompetitiveDeps, tournament?: TournamentDeps): void {
  if (competitive) server.define(COMPETITIVE_ROOM_NAME, competitiveRoom(competitive));
  if (tournament) server.define(TOURNAMENT_ROOM_NAME, tournamentRoom(tournament));
  // The team race (issue 36) needs what the tournament needs (seat tokens, accounts, the database): the same deps.
  if (tournament) server.define(TEAM_RACE.roomName, teamRaceRoom(tournament));
}

/** What each room type keeps in Redis beside its listing: a competitive room's id is its claimed room code. */
export function roomTypesLiveness(competitive?: CompetitiveDeps): Record<string, RoomTypeLiveness> {
  if (!competitive) return {};
  return {
    [COMPETITIVE_ROOM_NAME]: {
      reannounced: (codes) => reclaimRoomCodes(matchMaker.presence, codes),
      swept: async (codes) => {
        for (const code of codes) releaseRoomCode(matchMaker.presence, code);
      },
    },
  };
}
