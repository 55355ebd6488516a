import { Router } from 'express';
import { HISTORY_PAGE_SIZE, LEADERBOARD_PAGE_SIZE, SAMPLE_PREVIEW_PAIRS } from '@matchdrop/shared';
import { z } from 'zod';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { gameIdParams } from './ids.js';
import { limitQuery, playSchema } from './play-input.js';
import { listPlays } from './plays-repository.js';
import { analytics, dealPairs, leaderboard, recordPlay, toPlayJson } from './plays-service.js';
import { findVisibleGame } from './service.js';

export const HISTORY_MAX = 200;
export const LEADERBOARD_MAX = 100;
/** A deal larger than any real game; selectPairs stops at what the game can hold anyway. */
export const DEAL_MAX = 1000;

const pairsQuery = z.object({
  count: z.coerce
    .number({ error: 'count must be a whole number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(DEAL_MAX, `count must be at most ${DEAL_MAX}`)
    .default(SAMPLE_PREVIEW_PAIRS),
});

/**
 * Plays of a saved game and the figures drawn from them. Everything here is open to whoever can see
 * the game (its owner, or anyone for a public game); history is the caller's own, so it needs a login.
 */
export function v2PlayRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();

  router.post('/v2/dictionaries/:id/play', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const game = await findVisibleGame(db, id, req.user?.id);
    const play = await recordPlay(db, game, req.user?.id, validateBody(req, playSchema), clock.now());
    res.status(201).json({ message: 'Game session recorded', session: toPlayJson(play) });
  });

  router.get('/v2/dictionaries/:id/history', requireUser, async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const { limit } = validateQuery(req, limitQuery(HISTORY_PAGE_SIZE, HISTORY_MAX));
    const game = await findVisibleGame(db, id, req.user!.id);
    const plays = await listPlays(db, game.id, req.user!.id, limit);
    res.json({ history: plays.map(toPlayJson) });
  });

  router.get('/v2/dictionaries/:id/leaderboard', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const { limit } = validateQuery(req, limitQuery(LEADERBOARD_PAGE_SIZE, LEADERBOARD_MAX));
    const game = await findVisibleGame(db, id, req.user?.id);
    res.json({ leaderboard: await leaderboard(db, game.id, limit) });
  });

  router.get('/v2/dictionaries/:id/analytics', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const game = await findVisibleGame(db, id, req.user?.id);
    res.json({ analytics: await analytics(db, game) });
  });

  router.get('/v2/dictionaries/:id/pairs', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const { count } = validateQuery(req, pairsQuery);
    const game = await findVisibleGame(db, id, req.user?.id);
    res.json(dealPairs(game, count));
  });

  return router;
}
