import type { InboxConversation, InboxMessage, MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { validateBody, validateParams } from '../http/validate.js';
import { activeSuspension } from '../suspension/repository.js';
import { findUserById } from '../users/repository.js';
import { deleteConversation, findInboxMessage, insertAdminMessage, listConversations, markMessageRead } from './inbox-repository.js';
import { adminMessageBody, messageParams, userParams } from './schemas.js';
import { userNotFound } from './users-routes.js';
import { currentUser } from '../auth/current-user.js';

/** The Suspended Messages tab: conversations with users, replies, read marks, deletion. Behind requireAdmin. */
export function adminInboxRoutes(deps: ApiDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/inbox', async (_req, res) => {
    res.json({ conversations: await listConversations(db) } satisfies { conversations: InboxConversation[] });
  });

  router.post('/users/:id/message', async (req, res) => {
    const { id } = validateParams(req, userParams);
    const { message, parentMessageId } = validateBody(req, adminMessageBody);
    const user = await findUserById(db, id);
    if (!user) throw userNotFound();
    if (user.role === 'admin') throw new HttpError(400, 'Messages can only be sent to user accounts');
    if (parentMessageId !== null && parentMessageId !== undefined) {
      const parent = await findInboxMessage(db, parentMessageId);
      if (parent?.suspended_user_id !== id) throw new HttpError(400, 'parentMessageId is not a message of this conversation');
    }
    const suspension = await activeSuspension(db, id);
    const saved = await insertAdminMessage(db, {
      userId: id,
      adminId: currentUser(req).id,
      suspensionId: suspension?.id ?? null,
      message,
      parentMessageId: parentMessageId ?? null,
      now: deps.clock.now(),
    });
    // The user's badge counts the admins' unread replies.
    deps.push?.send(id, { type: 'unread' });
    res.status(201).json({ message: await findInboxMessage(db, saved) } satisfies { message: InboxMessage | undefined });
  });

  router.post('/messages/:id/read', async (req, res) => {
    const { id } = validateParams(req, messageParams);
    if (!(await markMessageRead(db, id))) throw new HttpError(404, 'Message not found');
    res.json({ message: 'Message marked as read' } satisfies MessageAnswer);
  });

  router.delete('/users/:id/conversation', async (req, res) => {
    const { id } = validateParams(req, userParams);
    if (!(await findUserById(db, id))) throw userNotFound();
    res.json({ message: 'Conversation deleted', deleted: await deleteConversation(db, id) } satisfies MessageAnswer & { deleted: number });
  });

  return router;
}
