import { Router } from 'express';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { myProgress } from './service.js';

/** /api/progress/me: the logged-in player's progress for the dashboard. */
export function progressRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();
  router.get('/progress/me', requireUser, async (req, res) => {
    res.json(await myProgress(db, req.user!.id, clock.now()));
  });
  return router;
}
