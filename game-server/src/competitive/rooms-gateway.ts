import { matchMaker } from '@colyseus/core';
import { COMPETITIVE_ROOM_NAME, DEFAULT_ROOM_PAIR_COUNT } from '@matchdrop/shared';
import type { CompetitiveRoomOutcome, CompetitiveRoomView, CreateRoomOptions, ErrorCode } from '@matchdrop/shared';
import { ROOMS_UNAVAILABLE } from '../redis.js';
import { unlessRegistryAway } from '../rooms-reachable.js';
import type { CompetitiveDeps } from './deps.js';
import { resolveRoomGame } from './game-source.js';
import type { GameChoice } from './game-source.js';
import { joinRefusal, pairCountRange, REFUSALS } from './logic/index.js';
import type { RefusalCode } from './logic/index.js';
import { roomListing, roomView } from './metadata.js';
import type { CompetitiveRoomOptions } from './room-options.js';

type Refused = Extract<CompetitiveRoomOutcome, { ok: false }>;

const refused = (status: number, code: ErrorCode, error: string, values?: Record<string, unknown>): Refused => ({ ok: false, status, code, error, ...(values && { values }) });
/** A refusal of the room logic's table, with its status. */
const refusal = (code: RefusalCode): Refused => refused(REFUSALS[code].status, code, REFUSALS[code].message);
const found = (room: CompetitiveRoomView): CompetitiveRoomOutcome => ({ ok: true, room });

/** The room as the matchmaker's room cache knows it, from any process. */
async function findRoom(code: string): Promise<CompetitiveRoomOutcome> {
  const room = roomView(await matchMaker.getRoomById(code), COMPETITIVE_ROOM_NAME);
  return !room || room.status === 'closed' ? refusal('room_not_found') : found(room);
}

function gameChoice(request: CreateRoomOptions): GameChoice | Refused {
  const { dictionaryType: gameType, dictionaryId: gameId, dictionaryData: gameData, dictionaryName: name } = request;
  if (gameId === undefined) return { dictionaryData: gameData, name };
  if (gameType === 'builtin') return { builtinGameId: String(gameId), name };
  const id = typeof gameId === 'number' ? gameId : Number(gameId);
  if (!Number.isSafeInteger(id) || id <= 0) return refused(400, 'invalid_input', 'dictionaryId must be the id of a saved game', { field: 'dictionaryId' });
  return { dictionaryId: id, name };
}

/** Redis (presence and the room cache of several processes) away is a 503 to try again, not a failure. */
function unlessRoomsAway(call: () => Promise<CompetitiveRoomOutcome>): Promise<CompetitiveRoomOutcome> {
  return unlessRegistryAway({ ok: false, status: 503, code: 'rooms_unavailable', error: ROOMS_UNAVAILABLE, retryAfterSeconds: 5 } as const, call);
}

/**
 * The competitive REST calls' work on the rooms, for the API's routes (wired by the composition): rooms are created
 * through the matchmaker and read from its room cache, so these answers and the websocket never disagree, whichever
 * process holds the room. The caller has authenticated the player and validated the request.
 */
export function competitiveRoomsGateway(deps: Pick<CompetitiveDeps, 'db'>) {
  return {
    createRoom: (hostUserId: number, request: CreateRoomOptions) =>
      unlessRoomsAway(async () => {
        const choice = gameChoice(request);
        if ('ok' in choice) return choice;
        const game = await resolveRoomGame(deps.db, hostUserId, choice);
        if (!game.ok) return refused(game.status, game.code, game.error, game.values);
        const { min, max } = pairCountRange(game.game.data);
        const pairCount = request.pairCount ?? Math.min(DEFAULT_ROOM_PAIR_COUNT, max);
        if (pairCount < min || pairCount > max) return refused(400, 'pair_count_out_of_range', `Pair count must be between ${min} and ${max}`, { min, max });
        const options: CompetitiveRoomOptions = {
          hostUserId: String(hostUserId),
          game: game.game,
          pairCount,
          maxPlayers: request.maxPlayers,
          speed: request.speed,
          roundSeconds: request.roundSeconds ?? null,
        };
        const room = roomView(await matchMaker.createRoom(COMPETITIVE_ROOM_NAME, options), COMPETITIVE_ROOM_NAME);
        if (!room) throw new Error('the new room has no metadata');
        return found(room);
      }),

    joinRoom: (userId: number, roomCode: string) =>
      unlessRoomsAway(async () => {
        const listing = roomListing(await matchMaker.getRoomById(roomCode), COMPETITIVE_ROOM_NAME);
        if (!listing || listing.status === 'closed') return refusal('room_not_found');
        // The same rule as the websocket join: a seated player may always come back, a former one in any phase.
        const players = listing.participants.map((p) => ({ userId: p.user_id }));
        const phase = listing.status === 'waiting' ? 'lobby' : 'playing';
        const code = joinRefusal({ phase, maxPlayers: listing.maxPlayers, formerPlayers: listing.formerPlayers, players }, String(userId));
        return code ? refusal(code) : findRoom(roomCode);
      }),

    getRoom: (roomCode: string) => unlessRoomsAway(() => findRoom(roomCode)),

    removePlayer: (hostUserId: number, roomCode: string, userId: string) =>
      unlessRoomsAway(async () => {
        const current = await findRoom(roomCode);
        if (!current.ok) return current;
        const host = String(hostUserId);
        if (current.room.hostUserId !== host) return refusal('host_only_remove');
        const outcome = (await matchMaker.remoteRoomCall(current.room.id, 'removeByHost', [host, userId])) as { ok: true } | { ok: false; refusal: RefusalCode };
        return outcome.ok ? findRoom(roomCode) : refusal(outcome.refusal);
      }),
  };
}

export type CompetitiveRoomsGateway = ReturnType<typeof competitiveRoomsGateway>;
