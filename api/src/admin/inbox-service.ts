import type { Database, Kysely } from '@matchdrop/db';
import type { InboxConversation, InboxMessage } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { activeSuspension } from '../suspension/repository.js';
import { deleteConversation, findInboxMessage, insertAdminMessage, listConversations, markMessageRead } from './inbox-repository.js';
import { existingUser } from './users-service.js';

/** The admin's Suspended Messages tab: conversations with users, replies, read marks, deletion. */

export function conversations(db: Kysely<Database>): Promise<InboxConversation[]> {
  return listConversations(db);
}

export interface AdminReply {
  userId: number;
  adminId: number;
  message: string;
  parentMessageId: number | null | undefined;
}

/** An admin's message to a user (a reply when parentMessageId is given), tied to their active suspension if any. */
export async function replyToUser(db: Kysely<Database>, reply: AdminReply, now: Date): Promise<InboxMessage | undefined> {
  const user = await existingUser(db, reply.userId);
  if (user.role === 'admin') throw new HttpError(400, 'recipient_not_user', 'Messages can only be sent to user accounts');
  if (reply.parentMessageId !== null && reply.parentMessageId !== undefined) {
    const parent = await findInboxMessage(db, reply.parentMessageId);
    if (parent?.suspended_user_id !== reply.userId)
      throw new HttpError(400, 'invalid_input', 'parentMessageId is not a message of this conversation', { field: 'parentMessageId' });
  }
  const suspension = await activeSuspension(db, reply.userId);
  const saved = await insertAdminMessage(db, {
    userId: reply.userId,
    adminId: reply.adminId,
    suspensionId: suspension?.id ?? null,
    message: reply.message,
    parentMessageId: reply.parentMessageId ?? null,
    now,
  });
  return findInboxMessage(db, saved);
}

export async function markInboxMessageRead(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await markMessageRead(db, id))) throw new HttpError(404, 'message_not_found', 'Message not found');
}

/** The number of messages deleted. */
export async function removeConversation(db: Kysely<Database>, userId: number): Promise<number> {
  await existingUser(db, userId);
  return deleteConversation(db, userId);
}
