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
import { markAdminRepliesRead } from '../notifications/repository.js';
import { activeSuspension, conversation, insertUserMessage, toConversationMessage } from './repository.js';
import { lockUser } from '../users/repository.js';
import { currentUser } from '../auth/current-user.js';

const messageBody = z.object({ message: suspensionMessageSchema });

/** The quota's answer fields; a Pick, unlike the interface, also fits an error's record of extra fields. */
function quotaFields(quota: DailyQuota): Pick<DailyQuota, keyof MessageQuota> {
  return { canSendMore: quota.canSendMore, messagesLeft: quota.messagesLeft };
}

function refuseOverQuota(res: Response, quota: DailyQuota, now: Date): never {
  throw tooEarly(res, quota.resetsAt, now, () => 'You have used all your messages for today. You can write again tomorrow (UTC).', quotaFields(quota));
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
    const suspension = await activeSuspension(deps.db, user.id);
    res.json({
      isSuspended: true,
      suspensionData: { reason: user.suspensionReason, suspendedAt: suspension?.created_at.toISOString() ?? null },
    } satisfies { isSuspended: true; suspensionData: { reason: string | null; suspendedAt: string | null } });
  });

  router.get('/messages', async (req, res) => {
    const user = currentUser(req);
    const now = deps.clock.now();
    const quota = user.isSuspended ? await messageQuota(deps.db, user.id, now) : noQuota(now);
    const messages = await conversation(deps.db, user.id);
    // The conversation is on the user's screen now: the admins' replies no longer count on the badge.
    await markAdminRepliesRead(deps.db, user.id);
    res.json({ messages, ...quotaFields(quota) } satisfies Pick<SuspensionConversation, 'messages'> & MessageQuota);
  });

  router.post('/messages', async (req, res) => {
    const user = currentUser(req);
    if (!user.isSuspended) throw new HttpError(403, 'Only suspended accounts can message the administrators here');
    const { message } = validateBody(req, messageBody);
    const now = deps.clock.now();
    // Counting and inserting under a lock on the user's row: two messages sent at once cannot both
    // take the last place of the day.
    const { saved, quota } = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      const before = await messageQuota(trx, user.id, now);
      if (!before.canSendMore) return { saved: undefined, quota: before };
      const suspension = await activeSuspension(trx, user.id);
      const row = await insertUserMessage(trx, { suspensionId: suspension?.id ?? null, userId: user.id, message, now });
      return { saved: row, quota: await messageQuota(trx, user.id, now) };
    });
    if (!saved) refuseOverQuota(res, quota, now);
    res.status(201).json({ message: toConversationMessage(saved), ...quotaFields(quota) } satisfies { message: SuspensionMessage } & MessageQuota);
  });

  return router;
}
