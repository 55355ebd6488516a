import { matchMaker } from '@colyseus/core';
import {
  COMPETITIVE_ROOM_NAME,
  createRoomRequestSchema,
  DEFAULT_ROOM_PAIR_COUNT,
  joinRoomRequestSchema,
  removePlayerRequestSchema,
  roomCodeSchema,
} from '@matchdrop/shared';
import type { CompetitiveRoomView } from '@matchdrop/shared';
import express from 'express';
import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { isRedisUnavailable, ROOMS_UNAVAILABLE } from '../redis.js';
import { checkPlayer } from './auth.js';
import type { AuthenticatedPlayer } from './auth.js';
import type { CompetitiveDeps } from './deps.js';
import { resolveRoomGame } from './game-source.js';
import type { GameChoice } from './game-source.js';
import { joinRefusal, pairCountRange, REFUSALS } from './logic/index.js';
import type { RefusalCode } from './logic/index.js';
import { roomListing, roomView } from './metadata.js';
import type { CompetitiveRoomOptions } from './room-options.js';

/** An expected refusal: its status and text become the `{ error }` answer. */
class Refusal extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

/** A refusal of the room logic's table, with its status. */
const refusal = (code: RefusalCode): Refusal => new Refusal(REFUSALS[code].status, REFUSALS[code].message);

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new Refusal(400, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

function bearer(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

function player(res: Response): AuthenticatedPlayer {
  return res.locals.player as AuthenticatedPlayer;
}

/** The room as the matchmaker's room cache knows it, from any process. */
async function findRoom(code: string): Promise<CompetitiveRoomView> {
  const room = roomView(await matchMaker.getRoomById(code), COMPETITIVE_ROOM_NAME);
  if (!room || room.status === 'closed') throw refusal('room_not_found');
  return room;
}

function gameChoice(body: z.output<typeof createRoomRequestSchema>): GameChoice {
  const { dictionaryType, dictionaryId, dictionaryData, dictionaryName } = body;
  const name = dictionaryName;
  if (dictionaryId === undefined) return { dictionaryData, name };
  if (dictionaryType === 'builtin') return { builtinGameId: String(dictionaryId), name };
  const id = typeof dictionaryId === 'number' ? dictionaryId : Number(dictionaryId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Refusal(400, 'dictionaryId must be the id of a saved game');
  return { dictionaryId: id, name };
}

/**
 * The competitive REST calls (R-API-1), mounted by the composition at /api/competitive. Authenticated with the
 * same injected authenticator as the websocket (the bearer token). Rooms are created through the matchmaker and
 * read from its room cache, so these answers and the websocket never disagree, whichever process holds the room.
 */
export function competitiveRoutes(deps: CompetitiveDeps): Router {
  const router = express.Router();
  const requirePlayer: RequestHandler = async (req, res, next) => {
    const check = await checkPlayer(deps.authenticator, bearer(req));
    if (!check.ok) {
      const { status, error, ok: _ok, ...extra } = check;
      throw new Refusal(status, error, extra);
    }
    res.locals.player = check.player;
    next();
  };
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: '1mb' }), requirePlayer);

  router.post('/create-room', async (req, res) => {
    const body = parse(createRoomRequestSchema, req.body);
    const me = player(res);
    const found = await resolveRoomGame(deps.db, me.userId, gameChoice(body));
    if (!found.ok) throw new Refusal(found.status, found.error);
    const { min, max } = pairCountRange(found.game.data);
    const pairCount = body.pairCount ?? Math.min(DEFAULT_ROOM_PAIR_COUNT, max);
    if (pairCount < min || pairCount > max) throw new Refusal(400, `Pair count must be between ${min} and ${max}`);
    const options: CompetitiveRoomOptions = {
      hostUserId: String(me.userId),
      game: found.game,
      pairCount,
      maxPlayers: body.maxPlayers,
      speed: body.speed,
      roundSeconds: body.roundSeconds ?? null,
    };
    const room = roomView(await matchMaker.createRoom(COMPETITIVE_ROOM_NAME, options), COMPETITIVE_ROOM_NAME);
    if (!room) throw new Error('the new room has no metadata');
    res.status(201).json({ room });
  });

  router.post('/join-room', async (req, res) => {
    const { roomCode } = parse(joinRoomRequestSchema, req.body);
    const listing = roomListing(await matchMaker.getRoomById(roomCode), COMPETITIVE_ROOM_NAME);
    if (!listing || listing.status === 'closed') throw refusal('room_not_found');
    const me = String(player(res).userId);
    // The same rule as the websocket join: a seated player may always come back, a former one in any phase.
    const players = listing.participants.map((p) => ({ userId: p.user_id }));
    const phase = listing.status === 'waiting' ? 'lobby' : 'playing';
    const code = joinRefusal({ phase, maxPlayers: listing.maxPlayers, formerPlayers: listing.formerPlayers, players }, me);
    if (code) throw refusal(code);
    res.json({ room: await findRoom(roomCode) });
  });

  router.get('/room/:roomCode', async (req, res) => {
    const roomCode = parse(roomCodeSchema, req.params.roomCode);
    res.json({ room: await findRoom(roomCode) });
  });

  router.post('/remove-player', async (req, res) => {
    const { roomId, userId } = parse(removePlayerRequestSchema, req.body);
    const room = await findRoom(roomId);
    const me = String(player(res).userId);
    if (room.hostUserId !== me) throw refusal('host_only_remove');
    const outcome = (await matchMaker.remoteRoomCall(room.id, 'removeByHost', [me, userId])) as
      | { ok: true }
      | { ok: false; refusal: RefusalCode };
    if (!outcome.ok) throw refusal(outcome.refusal);
    res.json({ message: 'Player removed', room: await findRoom(roomId) });
  });

  router.use(answerErrors(deps));
  return router;
}

function answerErrors(deps: CompetitiveDeps): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof Refusal) {
      res.status(err.status).json({ ...err.extra, error: err.message });
      return;
    }
    const status = (err as { status?: unknown; type?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const type = (err as { type?: unknown }).type;
      const error = type === 'entity.parse.failed' ? 'Invalid JSON body' : type === 'entity.too.large' ? 'Request body too large' : 'Bad request';
      res.status(status).json({ error });
      return;
    }
    if (isRedisUnavailable(err)) {
      res.status(503).set('Retry-After', '5').json({ error: ROOMS_UNAVAILABLE });
      return;
    }
    deps.logger?.error({ err, method: req.method, url: req.originalUrl }, 'competitive request failed');
    res.status(500).json({ error: 'Internal server error' });
  };
}
