import type { MyProgress } from '@matchdrop/shared';
import { Router } from 'express';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { myProgress } from './service.js';
import { currentUser } from '../auth/current-user.js';

/** /api/progress/me: the logged-in player's progress for the dashboard. */
export function progressRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();
  router.get('/progress/me', requireUser, async (req, res) => {
    res.json((await myProgress(db, currentUser(req).id, clock.now())) satisfies MyProgress);
  });
  return router;
}
