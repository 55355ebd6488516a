import type { InboxConversation, InboxMessage, MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateParams } from '../http/validate.js';
import { conversations, markInboxMessageRead, removeConversation, replyToUser } from './inbox-service.js';
import { adminMessageBody, messageParams, userParams } from './schemas.js';
import { currentUser } from '../auth/current-user.js';

/** The Suspended Messages tab: conversations with users, replies, read marks, deletion. Behind requireAdmin. */
export function adminInboxRoutes(deps: ApiDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/inbox', async (_req, res) => {
    res.json({ conversations: await conversations(db) } satisfies { conversations: InboxConversation[] });
  });

  router.post('/users/:id/message', async (req, res) => {
    const { id } = validateParams(req, userParams);
    const { message, parentMessageId } = validateBody(req, adminMessageBody);
    const saved = await replyToUser(db, { userId: id, adminId: currentUser(req).id, message, parentMessageId }, deps.clock.now());
    // The user's badge counts the admins' unread replies.
    deps.push?.send(id, { type: 'unread' });
    res.status(201).json({ message: saved } satisfies { message: InboxMessage | undefined });
  });

  router.post('/messages/:id/read', async (req, res) => {
    const { id } = validateParams(req, messageParams);
    await markInboxMessageRead(db, id);
    res.json({ message: 'Message marked as read' } satisfies MessageAnswer);
  });

  router.delete('/users/:id/conversation', async (req, res) => {
    const { id } = validateParams(req, userParams);
    res.json({ message: 'Conversation deleted', deleted: await removeConversation(db, id) } satisfies MessageAnswer & { deleted: number });
  });

  return router;
}
