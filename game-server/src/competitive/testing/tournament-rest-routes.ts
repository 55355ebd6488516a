import { createTournamentRequestSchema, joinTournamentRequestSchema, tournamentCodeSchema } from '@matchdrop/shared';
import type { ErrorCode } from '@matchdrop/shared';
import express from 'express';
import type { Request, Response, Router } from 'express';
import { checkPlayer } from '../auth.js';
import type { PlayerAuthenticator } from '../auth.js';
import type { TournamentRoomsGateway } from '../../tournament/rooms-gateway.js';

/**
 * Test support (not a test file): create, read and join tournaments over the rooms gateway, as bare as the game
 * server's own tests and the rooms bench need them. The product's routes, with the API's login, validation, stored
 * tournaments and error handling, are the API's (api/src/tournaments), tested in server/.
 */
export function testTournamentRoutes(rooms: TournamentRoomsGateway, authenticator: PlayerAuthenticator): Router {
  const router = express.Router();
  router.use(express.json());
  const refuse = (res: Response, status: number, error: string, code: ErrorCode) => void res.status(status).json({ error, code });
  const account = async (req: Request) => checkPlayer(authenticator, /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]);

  router.post('/', async (req, res) => {
    const me = await account(req);
    if (!me.ok) return refuse(res, me.status, me.error, me.code);
    const body = createTournamentRequestSchema.safeParse(req.body);
    if (!body.success) return refuse(res, 400, body.error.issues[0]?.message ?? 'Invalid request', 'invalid_input');
    const created = await rooms.create({ userId: me.player.userId, username: me.player.username }, body.data);
    if (!created.ok) return refuse(res, created.status, created.error, created.code);
    res.status(201).json({ tournament: created.value });
  });
  router.get('/:code', async (req, res) => {
    const view = await rooms.liveView(tournamentCodeSchema.parse(req.params.code), 'full');
    if (!view) return refuse(res, 404, 'Tournament not found', 'tournament_not_found');
    res.json({ tournament: view });
  });
  router.post('/:code/join', async (req, res) => {
    const code = tournamentCodeSchema.parse(req.params.code);
    const me = await account(req);
    const body = joinTournamentRequestSchema.safeParse(req.body ?? {});
    const nickname = (body.success ? body.data.nickname : undefined) ?? (me.ok ? me.player.username : undefined);
    if (!nickname) return refuse(res, 400, 'Nickname is required', 'invalid_input');
    const added = await rooms.addPlayer(code, nickname, me.ok ? me.player.userId : null);
    if (!added.ok) return refuse(res, added.status, added.error, added.code);
    res.json({ player: added.value, token: rooms.signSeat(code, added.value.id) });
  });
  return router;
}
