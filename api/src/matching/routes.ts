import type { CheckMatchAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';
import { idSchema } from '../http/ids.js';
import { unlessMissing } from '../http/input-errors.js';
import { validateBody } from '../http/validate.js';
import { checkMatch, type GameRef } from './service.js';

const checkMatchSchema = z.object({
  item1: z.string({ error: unlessMissing('item1 must be text') }),
  item2: z.string({ error: unlessMissing('item2 must be text') }),
  gameId: z.string({ error: 'gameId must be text' }).trim().min(1, 'gameId must not be blank').optional(),
  dictionaryId: idSchema('Invalid game id').optional(),
});

/** The game that narrows the check; without one the pair is judged against every game the caller may read. */
function gameRef(body: z.output<typeof checkMatchSchema>): GameRef | undefined {
  if (body.dictionaryId !== undefined) return { dictionaryId: body.dictionaryId };
  if (body.gameId !== undefined) return { gameId: body.gameId };
  return undefined;
}

/** POST /api/check-match (R-FIELD-8): for clients without a local map of the game in play. */
export function matchingRoutes({ db }: ApiDeps): Router {
  const router = Router();
  router.post('/check-match', async (req, res) => {
    const body = validateBody(req, checkMatchSchema);
    res.json({ isMatch: await checkMatch(db, gameRef(body), body.item1, body.item2, req.user?.id) } satisfies CheckMatchAnswer);
  });
  return router;
}
