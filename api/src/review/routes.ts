import type { DueReviewPair, ReviewSummary } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateQuery } from '../http/validate.js';
import { idSchema } from '../http/ids.js';
import { duePairs, recordAnswers, REVIEW_DEAL_MAX, reviewSummary } from './service.js';
import { currentUser } from '../auth/current-user.js';

const dueQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REVIEW_DEAL_MAX, `limit must be at most ${REVIEW_DEAL_MAX}`)
    .default(REVIEW_DEAL_MAX),
});

const answersBody = z.object({
  answers: z
    .array(z.object({ id: idSchema('Invalid pair id'), correct: z.boolean({ error: 'correct must be true or false' }) }), { error: 'answers must be a list' })
    .min(1, 'answers must not be empty')
    .max(REVIEW_DEAL_MAX * 2, `answers must hold at most ${REVIEW_DEAL_MAX * 2} pairs`),
});

/** /api/review: the logged-in player's queue of missed pairs (scheduled by FSRS), its figures, and review answers. */
export function reviewRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();
  router.use('/review', requireUser);

  router.get('/review/summary', async (req, res) => {
    res.json((await reviewSummary(db, currentUser(req).id, clock.now())) satisfies ReviewSummary);
  });

  router.get('/review/due', async (req, res) => {
    const { limit } = validateQuery(req, dueQuery);
    res.json({ pairs: await duePairs(db, currentUser(req).id, clock.now(), limit) } satisfies { pairs: DueReviewPair[] });
  });

  router.post('/review/answers', async (req, res) => {
    const { answers } = validateBody(req, answersBody);
    const judged = await recordAnswers(db, currentUser(req).id, answers, clock.now());
    res.json({ judged } satisfies { judged: number });
  });

  return router;
}
