import type { DueReviewPair, JudgedResult, ReviewDealAnswer, ReviewSummary } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateQuery } from '../http/validate.js';
import { idSchema } from '../http/ids.js';
import { duePairs, REVIEW_DEAL_MAX, reviewSummary } from './service.js';
import { issueReviewDeal, recordReviewPlay } from './review-plays-service.js';
import { dealSigner } from '../games/deal-token.js';
import { recordSchema } from '../games/judged-play-input.js';
import { playLimits } from '../games/play-limits.js';
import { currentUser } from '../auth/current-user.js';

const dueQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REVIEW_DEAL_MAX, `limit must be at most ${REVIEW_DEAL_MAX}`)
    .default(REVIEW_DEAL_MAX),
});

const reviewRecordSchema = recordSchema.extend({
  cards: z
    .array(idSchema('Invalid pair id'), { error: 'cards must be the list of the review’s pair ids' })
    .min(1, 'cards must not be empty')
    .max(REVIEW_DEAL_MAX, `cards must hold at most ${REVIEW_DEAL_MAX} pairs`),
});

/**
 * /api/review: the logged-in player's queue of missed pairs (scheduled by FSRS), its figures, and review plays: a review
 * starts from a deal of the due pairs and its record is judged by the server, which alone moves the schedule (R-JUDGE-10).
 */
export function reviewRoutes(deps: ApiDeps): Router {
  const { db, clock } = deps;
  const router = Router();
  const signer = dealSigner(deps.config.jwtSecret);
  router.use('/review', requireUser);

  router.get('/review/summary', async (req, res) => {
    res.json((await reviewSummary(db, currentUser(req).id, clock.now())) satisfies ReviewSummary);
  });

  router.get('/review/due', async (req, res) => {
    const { limit } = validateQuery(req, dueQuery);
    const due = await duePairs(db, currentUser(req).id, clock.now(), limit);
    res.json({ pairs: due.map(({ id, pair, game }) => ({ id, pair, game })) } satisfies { pairs: DueReviewPair[] });
  });

  router.post('/review/deals', ...playLimits(deps, 'review', 'deals'), async (req, res) => {
    const { limit } = validateQuery(req, dueQuery);
    res.status(201).json((await issueReviewDeal(db, signer, currentUser(req).id, limit, clock.now())) satisfies ReviewDealAnswer);
  });

  router.post('/review/plays', ...playLimits(deps, 'review', 'plays'), async (req, res) => {
    const record = validateBody(req, reviewRecordSchema);
    res.json((await recordReviewPlay(db, signer, currentUser(req).id, record, clock.now())) satisfies { judged: number; result: JudgedResult });
  });

  return router;
}
