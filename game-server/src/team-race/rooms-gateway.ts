import { matchMaker } from '@colyseus/core';
import { TEAM_RACE } from '@matchdrop/shared';
import type { CreateTeamRaceSettings, Refusal, TeamRaceReport, TeamRaceView } from '@matchdrop/shared';
import { ROOMS_UNAVAILABLE } from '../redis.js';
import { unlessRegistryAway } from '../rooms-reachable.js';
import { chooseLiveGame } from '../live-mode/game-choice.js';
import type { TournamentDeps } from '../tournament/deps.js';
import { signSeatToken } from '../tournament/token.js';
import type { SeatOutcome } from './room.js';
import type { TeamRaceRoomOptions } from './room-options.js';

type Outcome<T> = { ok: true; value: T } | Refusal;

const UNAVAILABLE = { ok: false, status: 503, code: 'rooms_unavailable', error: ROOMS_UNAVAILABLE, retryAfterSeconds: 5 } as const;
const NOT_FOUND = { ok: false, status: 404, code: 'team_race_not_found', error: 'Team race not found' } as const;

const remote = async <T>(roomId: string, method: string, args: unknown[] = []): Promise<T> => (await matchMaker.remoteRoomCall(roomId, method, args)) as T;

/** The live race's room id when a team-race room holds this code on any process. */
async function raceRoom(code: string): Promise<string | null> {
  const room = await matchMaker.getRoomById(code);
  return room?.name === TEAM_RACE.roomName ? room.roomId : null;
}

/**
 * The team races as the API's REST calls see them (its TeamRaceRooms port, api/src/team-races/port.ts, checked where
 * the composition wires the two): created through the matchmaker, reached with remote room calls from any process.
 */
export function teamRaceRoomsGateway(deps: TournamentDeps) {
  return {
    create: (host: { userId: number; username: string }, settings: CreateTeamRaceSettings): Promise<Outcome<TeamRaceView>> =>
      unlessRegistryAway(UNAVAILABLE, async () => {
        const found = await chooseLiveGame(deps.db, host.userId, settings);
        if (!found.ok) return found;
        const { pairCount, rounds, teamSize, reshuffle, accountsOnly } = settings;
        const options: TeamRaceRoomOptions = {
          hostUserId: host.userId,
          hostName: host.username,
          game: found.game,
          pairCount,
          rounds,
          teamSize,
          goal: settings.goal ?? null,
          reshuffle,
          accountsOnly,
        };
        const room = await matchMaker.createRoom(TEAM_RACE.roomName, options);
        return { ok: true, value: await remote<TeamRaceView>(room.roomId, 'view') };
      }),
    view: (code: string, scope: 'full' | 'public'): Promise<TeamRaceView | null> =>
      unlessRegistryAway(null, async () => {
        const roomId = await raceRoom(code);
        return roomId ? remote<TeamRaceView>(roomId, scope === 'full' ? 'view' : 'publicView') : null;
      }),
    /** A seat for a guest's nickname or an account (accounts only when the host asked: the room refuses), with its seat token: one call to the room. */
    join: (code: string, nickname: string, userId: number | null): Promise<Outcome<{ player: { id: string; name: string }; token: string }>> =>
      unlessRegistryAway(UNAVAILABLE, async () => {
        const roomId = await raceRoom(code);
        if (!roomId) return NOT_FOUND;
        const seat = await remote<SeatOutcome>(roomId, 'addPlayer', [nickname, userId]);
        if (!seat.ok) return { ok: false, status: seat.refusal.status, code: seat.refusal.errorCode, error: seat.refusal.message };
        return { ok: true, value: { player: seat.player, token: signSeatToken(deps.secret, { code, playerId: seat.player.id }, Date.now()) } };
      }),
    report: (code: string): Promise<TeamRaceReport | null> =>
      unlessRegistryAway(null, async () => {
        const roomId = await raceRoom(code);
        return roomId ? remote<TeamRaceReport>(roomId, 'report') : null;
      }),
    hostOf: (code: string): Promise<number | null> =>
      unlessRegistryAway(null, async () => {
        const roomId = await raceRoom(code);
        return roomId ? Number(await remote<string>(roomId, 'hostId')) : null;
      }),
  };
}
