import type { MessageAnswer, SavedGame } from '@matchdrop/shared';
import { Router, type RequestHandler } from 'express';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { toGameJson } from '../games/serialize.js';
import { validateBody } from '../http/validate.js';
import { respondShareSchema, shareGameSchema } from './share-input.js';
import { respondToShare, shareGame } from './service.js';
import { currentUser } from '../auth/current-user.js';

// Accepting saves a copy to the account, which a suspended user may not do; declining stays possible.
const mayAnswer: RequestHandler = (req, res, next) =>
  (req.body as { action?: unknown } | undefined)?.action === 'accept' ? requireActiveUser(req, res, next) : requireUser(req, res, next);

/** Sharing saved games (R-SHARE-1, R-SHARE-2). */
export function sharingRoutes({ db, clock, push }: ApiDeps): Router {
  const router = Router();

  router.post('/sharing/share-dictionary', requireActiveUser, async (req, res) => {
    const request = validateBody(req, shareGameSchema);
    const { shareId, recipientId } = await shareGame(db, currentUser(req), request, clock.now());
    push?.send(recipientId, { type: 'unread' });
    res.status(201).json({ message: 'Game shared successfully', shareId } satisfies MessageAnswer & { shareId: number });
  });

  router.post('/sharing/respond-share', mayAnswer, async (req, res) => {
    const { shareId, action } = validateBody(req, respondShareSchema);
    const answer = await respondToShare(db, currentUser(req), shareId, action, clock.now());
    push?.send(answer.notifiedUserId, { type: 'unread' });
    res.json(
      answer.dictionary
        ? { message: answer.message, dictionary: toGameJson(answer.dictionary) }
        : ({ message: answer.message } satisfies MessageAnswer & { dictionary?: SavedGame }),
    );
  });

  return router;
}
