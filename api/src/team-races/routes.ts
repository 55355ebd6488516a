import { createTeamRaceRequestSchema, joinTeamRaceRequestSchema, roomCodeSchema, teamRaceReportCsv, tournamentNicknameSchema } from '@matchdrop/shared';
import { TEAM_RACE } from '@matchdrop/shared';
import type { CreateTeamRaceResponse, GetTeamRaceResponse, JoinTeamRaceResponse, MyTeamRacesResponse } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import { currentUser } from '../auth/current-user.js';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { pageQuery } from '../http/limit-query.js';
import { validate, validateBody, validateParams, validateQuery } from '../http/validate.js';
import { liveJoinLimits } from '../tournaments/limits.js';
import { valueOf } from '../tournaments/service.js';
import type { TeamRaceRooms } from './port.js';
import { hostedTeamRaces, hostReport, teamRaceView } from './service.js';

const codeParams = z.object({ code: roomCodeSchema });
const pastRacesQuery = pageQuery(TEAM_RACE.pastRacesPage.default, TEAM_RACE.pastRacesPage.max);

/**
 * The team-race REST calls (issue 36), mounted at /team-races: create (a logged-in host), read, join (a guest's
 * nickname, or an account), the host's per-student report as CSV, and the host's finished races (R-TEAM-11: read from
 * the stored race once its room is gone). The host's controls go over the websocket.
 * Joins have the tournament's rate limits (counted apart): a class joins a live mode at once from one school address.
 */
export function teamRaceRoutes(deps: ApiDeps, rooms: TeamRaceRooms): Router {
  return Router()
    .post('/', requireActiveUser, async (req, res) => {
      const me = currentUser(req);
      const race = await valueOf(res, rooms.create({ userId: me.id, username: me.username }, validateBody(req, createTeamRaceRequestSchema)));
      res.status(201).json({ race } satisfies CreateTeamRaceResponse);
    })
    .get('/mine', requireUser, async (req, res) => {
      res.json((await hostedTeamRaces(deps.db, currentUser(req).id, validateQuery(req, pastRacesQuery))) satisfies MyTeamRacesResponse);
    })
    .get('/:code', async (req, res) => {
      res.json({ race: await teamRaceView(deps.db, rooms, validateParams(req, codeParams).code) } satisfies GetTeamRaceResponse);
    })
    .post('/:code/join', ...liveJoinLimits(deps, 'team-race'), async (req, res) => {
      const { code } = validateParams(req, codeParams);
      const body = validateBody(req, joinTeamRaceRequestSchema);
      const nickname = body.nickname ?? (req.user ? validate(tournamentNicknameSchema, req.user.username) : undefined);
      if (nickname === undefined) throw new HttpError(400, 'invalid_input', 'Nickname is required', { field: 'nickname' });
      res.json((await valueOf(res, rooms.join(code, nickname, req.user?.id ?? null))) satisfies JoinTeamRaceResponse);
    })
    .get('/:code/report.csv', requireUser, async (req, res) => {
      const { code } = validateParams(req, codeParams);
      const report = await hostReport(deps.db, rooms, code, currentUser(req).id);
      res.type('text/csv').set('Content-Disposition', `attachment; filename="team-race-${code}-report.csv"`).send(teamRaceReportCsv(report.students));
    });
}
