import type { MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { validateBody, validateParams } from '../http/validate.js';
import { insertNotification } from '../notifications/repository.js';
import { gameIdParams } from '../http/ids.js';
import { findGame, unpublishGame } from './repository.js';
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
    const game = await findGame(db, id);
    if (!game) throw new HttpError(404, 'Game not found');
    if (!game.is_public) throw new HttpError(409, 'This game is not public');
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await unpublishGame(trx, id, now);
      await insertNotification(trx, {
        user_id: game.owner_id,
        type: 'other',
        title: 'Your game was unpublished',
        message: `An administrator removed "${game.name}" from the public library; it is still in your games, private.${reason ? ` Reason: ${reason}` : ''}`,
        related_id: null,
        from_user_id: currentUser(req).id,
        created_at: now,
      });
    });
    res.json({ message: 'Game unpublished' } satisfies MessageAnswer);
  });
  return router;
}
