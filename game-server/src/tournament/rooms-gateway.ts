import { matchMaker } from '@colyseus/core';
import { TOURNAMENT_ROOM_NAME } from '@matchdrop/shared';
import type { CreateTournamentSettings, Refusal, TournamentView } from '@matchdrop/shared';
import { ROOMS_UNAVAILABLE } from '../redis.js';
import { unlessRegistryAway } from '../rooms-reachable.js';
import { chooseLiveGame } from '../live-mode/game-choice.js';
import type { TournamentDeps } from './deps.js';
import type { AddPlayerOutcome, JoinInfo } from './room.js';
import type { TournamentRoomOptions } from './room-options.js';
import { signSeatToken, verifySeatToken } from './token.js';

type Outcome<T> = { ok: true; value: T } | Refusal;

/** The API's TournamentRooms port (api/src/tournaments/port.ts), declared structurally: game-server does not import api. */
export interface TournamentRoomsGateway {
  create(host: { userId: number; username: string }, settings: CreateTournamentSettings): Promise<Outcome<TournamentView>>;
  liveView(code: string, scope: 'full' | 'public'): Promise<TournamentView | null>;
  joinInfo(code: string, playerId: string | null): Promise<JoinInfo | null>;
  liveHost(code: string): Promise<number | null>;
  addPlayer(code: string, nickname: string, userId: number | null): Promise<Outcome<{ id: string; name: string }>>;
  signSeat(code: string, playerId: string): string;
  seatOf(token: string): { code: string; playerId: string } | null;
}

const NOT_FOUND = { ok: false, status: 404, code: 'tournament_not_found', error: 'Tournament not found' } as const;
const UNAVAILABLE = { ok: false, status: 503, code: 'rooms_unavailable', error: ROOMS_UNAVAILABLE, retryAfterSeconds: 5 } as const;

/** The live room's id when a tournament room holds this code on any process. */
async function liveRoom(code: string): Promise<string | null> {
  const room = await matchMaker.getRoomById(code);
  return room?.name === TOURNAMENT_ROOM_NAME ? room.roomId : null;
}

const call = async <T>(roomId: string, method: string, args: unknown[] = []): Promise<T> => (await matchMaker.remoteRoomCall(roomId, method, args)) as T;

/** Redis away is the rooms' fault, not the caller's: a 503 outcome instead of a thrown error. */
function orUnavailable<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return unlessRegistryAway(UNAVAILABLE, work);
}

/**
 * The tournament rooms as the API's REST calls see them: created through the matchmaker and reached with remote
 * room calls, so the answers and the websocket agree whichever process holds the room.
 */
export function tournamentRoomsGateway(deps: TournamentDeps): TournamentRoomsGateway {
  return {
    create: (host, settings) =>
      orUnavailable(async () => {
        const found = await chooseLiveGame(deps.db, host.userId, settings);
        if (!found.ok) return found;
        const options: TournamentRoomOptions = {
          hostUserId: host.userId,
          hostName: host.username,
          game: found.game,
          pairCount: settings.pairCount,
          rounds: settings.rounds,
          heatSize: settings.heatSize,
          roundSeconds: settings.roundSeconds,
          accountsOnly: settings.accountsOnly,
        };
        const room = await matchMaker.createRoom(TOURNAMENT_ROOM_NAME, options);
        return { ok: true, value: await call<TournamentView>(room.roomId, 'view') };
      }),
    // With the room registry away the API answers from the stored tournament (what its last round left) instead.
    liveView: (code, scope) =>
      unlessRegistryAway(null, async () => {
        const roomId = await liveRoom(code);
        return roomId ? call<TournamentView>(roomId, scope === 'full' ? 'view' : 'publicView') : null;
      }),
    joinInfo: (code, playerId) =>
      unlessRegistryAway(null, async () => {
        const roomId = await liveRoom(code);
        return roomId ? call<JoinInfo>(roomId, 'joinInfo', [playerId]) : null;
      }),
    liveHost: (code) =>
      unlessRegistryAway(null, async () => {
        const roomId = await liveRoom(code);
        return roomId ? Number(await call<string>(roomId, 'hostId')) : null;
      }),
    addPlayer: (code, nickname, userId) =>
      orUnavailable(async () => {
        const roomId = await liveRoom(code);
        if (!roomId) return NOT_FOUND;
        const outcome = await call<AddPlayerOutcome>(roomId, 'addPlayer', [nickname, userId]);
        return outcome.ok ? { ok: true, value: outcome.player } : { ok: false, status: outcome.refusal.status, code: outcome.refusal.errorCode, error: outcome.refusal.message };
      }),
    signSeat: (code, playerId) => signSeatToken(deps.secret, { code, playerId }, Date.now()),
    seatOf: (token) => verifySeatToken(deps.secret, token, Date.now()),
  };
}
