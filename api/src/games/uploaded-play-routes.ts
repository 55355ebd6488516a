import type { DealAnswer, JudgedResult } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';
import { validateBody } from '../http/validate.js';
import { dealSigner } from './deal-token.js';
import { dealRequestSchema, recordSchema } from './judged-play-input.js';
import { playLimits } from './play-limits.js';
import { issueUploadedDeal, judgeUploadedPlay } from './uploaded-plays-service.js';

// The pairs themselves are checked by the shared normalizer (R-GAME-3), with its own messages.
const data = z.unknown().refine((value) => value !== undefined, { error: 'data must be the game’s pairs' });
const uploadedDealSchema = dealRequestSchema.extend({ data });
const uploadedRecordSchema = recordSchema.extend({ data });

/**
 * R-JUDGE-9: games the server does not store (an uploaded file, an AI test play), open to visitors as the upload panel
 * is. They start from a deal of the pairs sent, bound by hash, and end with their record judged against those pairs;
 * the judged figures are the results panel's, and feed nothing public. The limits of other deals and plays apply.
 */
export function uploadedPlayRoutes(deps: ApiDeps): Router {
  const router = Router();
  const signer = dealSigner(deps.config.jwtSecret);

  router.post('/v2/uploaded-games/deals', ...playLimits(deps, 'uploaded-games', 'deals'), (req, res) => {
    const body = validateBody(req, uploadedDealSchema);
    res.status(201).json(issueUploadedDeal(signer, body.data, req.user?.id, body.pairs, deps.clock.now()) satisfies DealAnswer);
  });

  router.post('/v2/uploaded-games/plays', ...playLimits(deps, 'uploaded-games', 'plays'), (req, res) => {
    const record = validateBody(req, uploadedRecordSchema);
    res.json({ result: judgeUploadedPlay(signer, record, req.user?.id, deps.clock.now()) } satisfies { result: JudgedResult });
  });

  return router;
}
