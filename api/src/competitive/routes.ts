import { COMPETITIVE_LOGIN_REQUIRED, createRoomRequestSchema, joinRoomRequestSchema, removePlayerRequestSchema, roomCodeSchema } from '@matchdrop/shared';
import type { CompetitiveRoomAnswer, RemovePlayerAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { currentUser } from '../auth/current-user.js';
import { requireActiveUser } from '../auth/middleware.js';
import { HttpError } from '../http/http-error.js';
import { validateBody, validateParams } from '../http/validate.js';
import type { CompetitiveRooms } from './port.js';
import { roomOf } from './service.js';

const roomParams = z.object({ roomCode: roomCodeSchema });

/** Competitive play needs a login (with its own words), and a suspended account is refused with its reason. */
const requirePlayer: RequestHandler = (req, res, next) => {
  if (!req.user) throw new HttpError(401, 'login_required', COMPETITIVE_LOGIN_REQUIRED);
  requireActiveUser(req, res, next);
};

/** The competitive REST calls (SPEC's create-room, join-room, room/{code}, remove-player), mounted at /competitive. */
export function competitiveRoutes(rooms: CompetitiveRooms): Router {
  const router = Router();
  router.use(requirePlayer);

  router.post('/create-room', async (req, res) => {
    const body = validateBody(req, createRoomRequestSchema);
    const room = await roomOf(res, rooms.createRoom(currentUser(req).id, body));
    res.status(201).json({ room } satisfies CompetitiveRoomAnswer);
  });

  router.post('/join-room', async (req, res) => {
    const { roomCode } = validateBody(req, joinRoomRequestSchema);
    res.json({ room: await roomOf(res, rooms.joinRoom(currentUser(req).id, roomCode)) } satisfies CompetitiveRoomAnswer);
  });

  router.get('/room/:roomCode', async (req, res) => {
    const { roomCode } = validateParams(req, roomParams);
    res.json({ room: await roomOf(res, rooms.getRoom(roomCode)) } satisfies CompetitiveRoomAnswer);
  });

  router.post('/remove-player', async (req, res) => {
    const { roomId, userId } = validateBody(req, removePlayerRequestSchema);
    const room = await roomOf(res, rooms.removePlayer(currentUser(req).id, roomId, userId));
    res.json({ message: 'Player removed', room } satisfies RemovePlayerAnswer);
  });
  return router;
}
