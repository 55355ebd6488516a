import { attemptSchema, type AssignmentReport, type AttemptAnswer, type MyAssignment, type PlayView } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import { currentUser } from '../auth/current-user.js';
import type { ApiDeps } from '../deps.js';
import { idSchema } from '../http/ids.js';
import { rateLimit } from '../http/rate-limit.js';
import { validateBody, validateParams } from '../http/validate.js';
import { ownPlay, recordAttempt, startPlay } from './plays-service.js';
import { assignmentReport, myAssignments, reportCsv, reportPairsCsvFile } from './service.js';

const assignmentParams = z.object({ id: idSchema('Invalid assignment id') });
const playParams = z.object({ playId: idSchema('Invalid play id') });

/**
 * Attempts per account: counted by account, not by address, so a class of 40 behind one school address plays
 * freely. A person drags far slower than 5 drops a second; a script sending faster is stopped.
 */
export const ATTEMPT_LIMIT = { windowMs: 60_000, limit: 300 };

/** /api/assignments and /api/assignment-plays: a student's assignments and server-judged plays, the teacher's report (issue 24). */
export function assignmentRoutes(deps: ApiDeps): Router {
  const { db, clock, push } = deps;
  const router = Router();
  router.use(['/assignments', '/assignment-plays'], requireUser);
  const attemptLimit = rateLimit(deps, { name: 'assignment-attempts', ...ATTEMPT_LIMIT, code: 'too_many_attempts', key: (req) => (req.user ? String(req.user.id) : undefined) });

  router.get('/assignments/mine', async (req, res) => {
    res.json({ assignments: await myAssignments(db, currentUser(req).id, clock.now()) } satisfies { assignments: MyAssignment[] });
  });

  router.get('/assignments/:id/report', async (req, res) => {
    const { id } = validateParams(req, assignmentParams);
    res.json((await assignmentReport(db, id, currentUser(req).id, clock.now())) satisfies AssignmentReport);
  });

  router.get('/assignments/:id/report.csv', async (req, res) => {
    const { id } = validateParams(req, assignmentParams);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`assignment-${id}-students.csv`)
      .send(await reportCsv(db, id, currentUser(req).id, clock.now()));
  });

  router.get('/assignments/:id/report-pairs.csv', async (req, res) => {
    const { id } = validateParams(req, assignmentParams);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`assignment-${id}-pairs.csv`)
      .send(await reportPairsCsvFile(db, id, currentUser(req).id));
  });

  router.post('/assignments/:id/plays', requireActiveUser, async (req, res) => {
    const { id } = validateParams(req, assignmentParams);
    res.status(201).json({ play: await startPlay(db, id, currentUser(req).id, clock.now()) } satisfies { play: PlayView });
  });

  router.get('/assignment-plays/:playId', async (req, res) => {
    const { playId } = validateParams(req, playParams);
    res.json({ play: await ownPlay(db, playId, currentUser(req).id) } satisfies { play: PlayView });
  });

  router.post('/assignment-plays/:playId/attempts', requireActiveUser, attemptLimit, async (req, res) => {
    const { playId } = validateParams(req, playParams);
    const { item1, item2 } = validateBody(req, attemptSchema);
    const { teacherId, assignmentId, ...answer } = await recordAttempt(db, playId, currentUser(req).id, item1, item2, clock.now());
    // The teacher's open report reads itself again (live while open).
    push?.send(teacherId, { type: 'assignment', assignmentId });
    res.json(answer satisfies AttemptAnswer);
  });

  return router;
}
