import { createRoomRequestSchema, joinRoomRequestSchema, removePlayerRequestSchema, roomCodeSchema } from '@matchdrop/shared';
import type { CompetitiveRoomOutcome } from '@matchdrop/shared';
import express from 'express';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { checkPlayer } from '../auth.js';
import type { PlayerAuthenticator } from '../auth.js';
import type { CompetitiveRoomsGateway } from '../rooms-gateway.js';

/**
 * Test support (not a test file): the competitive REST calls over the rooms gateway, as bare as the game server's own
 * tests need them to create and read rooms from any test process. The product's routes, with the API's login,
 * validation and error handling, are the API's (api/src/competitive), tested in server/.
 */
export function testRestRoutes(rooms: CompetitiveRoomsGateway, authenticator: PlayerAuthenticator): Router {
  const router = express.Router();
  router.use(express.json());
  const handle = (run: (userId: number, req: Request) => Promise<CompetitiveRoomOutcome> | CompetitiveRoomOutcome) => async (req: Request, res: Response) => {
    const check = await checkPlayer(authenticator, /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]);
    if (!check.ok) return void res.status(check.status).json({ error: check.error, code: check.code });
    const outcome = await run(check.player.userId, req);
    if (outcome.ok) return void res.status(req.path === '/create-room' ? 201 : 200).json({ room: outcome.room });
    if (outcome.retryAfterSeconds !== undefined) res.set('Retry-After', String(outcome.retryAfterSeconds));
    res.status(outcome.status).json({ ...outcome.values, error: outcome.error, code: outcome.code });
  };
  const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | CompetitiveRoomOutcome => {
    const result = schema.safeParse(value ?? {});
    return result.success ? result.data : { ok: false, status: 400, code: 'invalid_input', error: result.error.issues[0]?.message ?? 'Invalid request' };
  };
  const isOutcome = (value: unknown): value is CompetitiveRoomOutcome => typeof value === 'object' && value !== null && 'ok' in value;
  router.post(
    '/create-room',
    handle((me, req) => {
      const body = parse(createRoomRequestSchema, req.body);
      return isOutcome(body) ? body : rooms.createRoom(me, body);
    }),
  );
  router.post(
    '/join-room',
    handle((me, req) => {
      const body = parse(joinRoomRequestSchema, req.body);
      return isOutcome(body) ? body : rooms.joinRoom(me, body.roomCode);
    }),
  );
  router.get(
    '/room/:roomCode',
    handle((_me, req) => {
      const code = parse(roomCodeSchema, req.params.roomCode);
      return typeof code === 'string' ? rooms.getRoom(code) : code;
    }),
  );
  router.post(
    '/remove-player',
    handle((me, req) => {
      const body = parse(removePlayerRequestSchema, req.body);
      return isOutcome(body) ? body : rooms.removePlayer(me, body.roomId, body.userId);
    }),
  );
  return router;
}
