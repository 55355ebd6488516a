import {
  createTournamentRequestSchema,
  joinTournamentRequestSchema,
  TOURNAMENT_STANDINGS_PAGE,
  tournamentCodeSchema,
  tournamentNicknameSchema,
  tournamentResultsCsv,
} from '@matchdrop/shared';
import type { CreateTournamentResponse, GetTournamentResponse, JoinTournamentResponse, MyTournamentsResponse } from '@matchdrop/shared';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { currentUser } from '../auth/current-user.js';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { pageQuery } from '../http/limit-query.js';
import { validate, validateBody, validateParams, validateQuery } from '../http/validate.js';
import { liveJoinLimits } from './limits.js';
import type { TournamentRooms } from './port.js';
import { checkHost, hostedTournaments, TOURNAMENT_NOT_FOUND, tournamentPage, tournamentView, valueOf } from './service.js';

const codeParams = z.object({ code: tournamentCodeSchema });
const standingsQuery = pageQuery(TOURNAMENT_STANDINGS_PAGE.default, TOURNAMENT_STANDINGS_PAGE.max);
/** A guest's seat token, sent back on a reload so the same seat is answered. */
const SEAT_HEADER = 'x-tournament-token';

/** The tournament REST calls (issue 11's contract), mounted at /tournaments; host actions go over the websocket. */
export function tournamentRoutes(deps: ApiDeps, rooms: TournamentRooms): Router {
  const { db } = deps;
  const router = Router();
  /** The caller's seat in this tournament: the player of their seat token, when it is one of this tournament's. */
  const seatIn = (req: Request, code: string): string | null => {
    const held = req.get(SEAT_HEADER);
    const seat = held ? rooms.seatOf(held) : null;
    return seat?.code === code ? seat.playerId : null;
  };

  router.post('/', requireActiveUser, async (req, res) => {
    const settings = validateBody(req, createTournamentRequestSchema);
    const me = currentUser(req);
    const tournament = await valueOf(res, rooms.create({ userId: me.id, username: me.username }, settings));
    res.status(201).json({ tournament } satisfies CreateTournamentResponse);
  });

  router.get('/mine', requireUser, async (req, res) => {
    res.json({ tournaments: await hostedTournaments(db, currentUser(req).id) } satisfies MyTournamentsResponse);
  });

  router.get('/:code', async (req, res) => {
    const { code } = validateParams(req, codeParams);
    const page = validateQuery(req, standingsQuery);
    res.json((await tournamentPage(db, rooms, code, page, seatIn(req, code))) satisfies GetTournamentResponse);
  });

  router.post('/:code/join', ...liveJoinLimits(deps, 'tournament'), async (req, res) => {
    const { code } = validateParams(req, codeParams);
    // A reload with the seat token already held: the same seat.
    const held = req.get(SEAT_HEADER);
    const view = await rooms.joinInfo(code, seatIn(req, code));
    if (!view) throw new HttpError(404, 'tournament_not_found', TOURNAMENT_NOT_FOUND);
    const player = view.player;
    if (held && player) return void res.json({ player: { id: player.id, name: player.name }, token: held } satisfies JoinTournamentResponse);
    if (!req.user && view.accountsOnly) throw new HttpError(401, 'tournament_accounts_only', 'This tournament is for players with an account: please log in');
    const body = validateBody(req, joinTournamentRequestSchema);
    const nickname = body.nickname ?? (req.user ? validate(tournamentNicknameSchema, req.user.username) : undefined);
    if (nickname === undefined) throw new HttpError(400, 'invalid_input', 'Nickname is required', { field: 'nickname' });
    const added = await valueOf(res, rooms.addPlayer(code, nickname, req.user?.id ?? null));
    res.json({ player: added, token: rooms.signSeat(code, added.id) } satisfies JoinTournamentResponse);
  });

  router.get('/:code/results.csv', requireUser, async (req, res) => {
    const { code } = validateParams(req, codeParams);
    await checkHost(db, rooms, code, currentUser(req).id);
    const view = await tournamentView(db, rooms, code, 'full');
    res.type('text/csv').set('Content-Disposition', `attachment; filename="tournament-${code}-results.csv"`).send(tournamentResultsCsv(view.standings));
  });
  return router;
}
