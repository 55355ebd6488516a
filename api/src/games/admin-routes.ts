import type { MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateParams } from '../http/validate.js';
import { gameIdParams } from '../http/ids.js';
import { unpublishByAdmin } from './service.js';
import { currentUser } from '../auth/current-user.js';

const UNPUBLISH_REASON_MAX = 500;

const unpublishBody = z.object({
  reason: z.string({ error: 'reason must be text' }).trim().max(UNPUBLISH_REASON_MAX, `reason must be at most ${UNPUBLISH_REASON_MAX} characters`).optional(),
});

/**
 * /api/admin/dictionaries (behind requireAdmin): an admin takes a public game out of the public library.
 * The game stays its owner's (private); the owner gets a notification saying so, with the reason.
 */
export function adminGameRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();
  router.post('/dictionaries/:id/unpublish', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const { reason } = validateBody(req, unpublishBody);
    await unpublishByAdmin(db, { gameId: id, adminId: currentUser(req).id, reason }, clock.now());
    res.json({ message: 'Game unpublished' } satisfies MessageAnswer);
  });
  return router;
}
