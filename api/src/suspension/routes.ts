import type { SuspensionConversation, SuspensionMessage } from '@matchdrop/shared';
import { Router, type Response } from 'express';
import { suspensionMessageSchema, type MessageQuota } from '@matchdrop/shared';
import { z } from 'zod';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { tooEarly } from '../http/retry-after.js';
import { validateBody } from '../http/validate.js';
import { messageQuota, noQuota, type DailyQuota } from './quota.js';
import { readConversation, sendUserMessage, suspendedSince } from './service.js';
import { currentUser } from '../auth/current-user.js';

const messageBody = z.object({ message: suspensionMessageSchema });

/** The quota's answer fields; a Pick, unlike the interface, also fits an error's record of extra fields. */
function quotaFields(quota: DailyQuota): Pick<DailyQuota, keyof MessageQuota> {
  return { canSendMore: quota.canSendMore, messagesLeft: quota.messagesLeft };
}

function refuseOverQuota(res: Response, quota: DailyQuota, now: Date): never {
  throw tooEarly(res, 'daily_message_limit', quota.resetsAt, now, () => 'You have used all your messages for today. You can write again tomorrow (UTC).', quotaFields(quota));
}

/** /api/auth/suspension: a user's own suspension state and their conversation with the admins. */
export function suspensionRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/status', async (req, res) => {
    const user = currentUser(req);
    if (!user.isSuspended) {
      res.json({ isSuspended: false, suspensionData: null } satisfies { isSuspended: false; suspensionData: null });
      return;
    }
    const since = await suspendedSince(deps.db, user.id);
    res.json({
      isSuspended: true,
      suspensionData: { reason: user.suspensionReason, suspendedAt: since?.toISOString() ?? null },
    } satisfies { isSuspended: true; suspensionData: { reason: string | null; suspendedAt: string | null } });
  });

  router.get('/messages', async (req, res) => {
    const user = currentUser(req);
    const now = deps.clock.now();
    const quota = user.isSuspended ? await messageQuota(deps.db, user.id, now) : noQuota(now);
    const messages = await readConversation(deps.db, user.id);
    res.json({ messages, ...quotaFields(quota) } satisfies Pick<SuspensionConversation, 'messages'> & MessageQuota);
  });

  router.post('/messages', async (req, res) => {
    const user = currentUser(req);
    if (!user.isSuspended) throw new HttpError(403, 'suspended_only', 'Only suspended accounts can message the administrators here');
    const { message } = validateBody(req, messageBody);
    const now = deps.clock.now();
    const { saved, quota } = await sendUserMessage(deps.db, user.id, message, now);
    if (!saved) refuseOverQuota(res, quota, now);
    res.status(201).json({ message: saved, ...quotaFields(quota) } satisfies { message: SuspensionMessage } & MessageQuota);
  });

  return router;
}
