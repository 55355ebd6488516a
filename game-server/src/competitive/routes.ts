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
import { pairCountRange } from './logic/index.js';
import { roomView } from './metadata.js';
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

const ROOM_NOT_FOUND = 'Room not found';

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
  if (!room || room.status === 'closed') throw new Refusal(404, ROOM_NOT_FOUND);
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
 * The competitive REST calls of SPEC §7, mounted by the composition at /api/competitive. Authenticated with the
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
    };
    const room = roomView(await matchMaker.createRoom(COMPETITIVE_ROOM_NAME, options), COMPETITIVE_ROOM_NAME);
    if (!room) throw new Error('the new room has no metadata');
    res.status(201).json({ room });
  });

  router.post('/join-room', async (req, res) => {
    const { roomCode } = parse(joinRoomRequestSchema, req.body);
    const room = await findRoom(roomCode);
    const me = String(player(res).userId);
    // A seated player may always come back; the websocket join makes the same checks.
    if (!room.participants.some((p) => p.user_id === me)) {
      if (room.status !== 'waiting') throw new Refusal(409, 'Game already in progress');
      if (room.participants.length >= room.maxPlayers) throw new Refusal(409, 'Room is full');
    }
    res.json({ room });
  });

  router.get('/room/:roomCode', async (req, res) => {
    const roomCode = parse(roomCodeSchema, req.params.roomCode);
    res.json({ room: await findRoom(roomCode) });
  });

  router.post('/remove-player', async (req, res) => {
    const { roomId, userId } = parse(removePlayerRequestSchema, req.body);
    const room = await findRoom(roomId);
    const me = String(player(res).userId);
    if (room.hostUserId !== me) throw new Refusal(403, 'Only the host can remove players');
    const outcome = (await matchMaker.remoteRoomCall(room.id, 'removeByHost', [me, userId])) as
      | { ok: true }
      | { ok: false; error: string };
    if (!outcome.ok) throw new Refusal(refusalStatus(outcome.error), outcome.error);
    res.json({ message: 'Player removed', room: await findRoom(roomId) });
  });

  router.use(answerErrors(deps));
  return router;
}

/** The logic's refusal texts, as HTTP statuses. */
function refusalStatus(error: string): number {
  if (error.startsWith('Only the host')) return 403;
  if (error === 'Player not found') return 404;
  return 409;
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
