import type { Database, Kysely } from '@matchdrop/db';
import type { InboxConversation, InboxMessage } from '@matchdrop/shared';

function selectMessages(db: Kysely<Database>) {
  return db
    .selectFrom('suspension_messages as m')
    .leftJoin('users as sender', 'sender.id', 'm.sender_id')
    .leftJoin('suspensions as s', 's.id', 'm.suspension_id')
    .select([
      'm.id',
      'm.sender_type',
      'm.sender_id',
      'sender.username',
      'sender.email',
      'm.suspended_user_id',
      'm.suspension_id',
      's.reason as suspension_reason',
      'm.message',
      'm.parent_message_id',
      'm.sent_at',
      'm.is_read',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

const toInboxMessage = (row: MessageRow): InboxMessage => ({ ...row, sent_at: row.sent_at.toISOString() });

export async function findInboxMessage(db: Kysely<Database>, id: number): Promise<InboxMessage | undefined> {
  const row = await selectMessages(db).where('m.id', '=', id).executeTakeFirst();
  return row && toInboxMessage(row);
}

/**
 * Every conversation with at least one message, the most recently active first. A thread stays
 * after the suspension is lifted, until an admin deletes it.
 */
export async function listConversations(db: Kysely<Database>): Promise<InboxConversation[]> {
  const [users, messages] = await Promise.all([
    db
      .selectFrom('users as u')
      .innerJoin('suspension_messages as m', 'm.suspended_user_id', 'u.id')
      .select((eb) => [
        'u.id',
        'u.username',
        'u.email',
        'u.is_suspended',
        'u.suspension_reason',
        eb.fn.max('m.sent_at').as('last_message_at'),
        eb.fn
          .count<number>('m.id')
          .filterWhere((w) => w.and([w('m.sender_type', '=', 'user'), w('m.is_read', '=', false)]))
          .as('unread_count'),
      ])
      .groupBy(['u.id', 'u.username', 'u.email', 'u.is_suspended', 'u.suspension_reason'])
      .orderBy('last_message_at', 'desc')
      .orderBy('u.id', 'desc')
      .execute(),
    selectMessages(db).orderBy('m.sent_at', 'asc').orderBy('m.id', 'asc').execute(),
  ]);
  const threads = new Map<number, InboxMessage[]>();
  for (const row of messages) {
    const thread = threads.get(row.suspended_user_id) ?? [];
    thread.push(toInboxMessage(row));
    threads.set(row.suspended_user_id, thread);
  }
  return users.map((user) => ({
    user_id: user.id,
    username: user.username,
    email: user.email,
    is_suspended: user.is_suspended,
    suspension_reason: user.is_suspended ? user.suspension_reason : null,
    unread_count: Number(user.unread_count),
    last_message_at: new Date(user.last_message_at).toISOString(),
    messages: threads.get(user.id) ?? [],
  }));
}

export interface NewAdminMessage {
  userId: number;
  adminId: number;
  suspensionId: number | null;
  message: string;
  parentMessageId: number | null;
  now: Date;
}

export async function insertAdminMessage(db: Kysely<Database>, input: NewAdminMessage): Promise<number> {
  const { id } = await db
    .insertInto('suspension_messages')
    .values({
      suspended_user_id: input.userId,
      suspension_id: input.suspensionId,
      sender_type: 'admin',
      sender_id: input.adminId,
      message: input.message,
      parent_message_id: input.parentMessageId,
      sent_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** False when there is no such message. */
export async function markMessageRead(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.updateTable('suspension_messages').set({ is_read: true }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the user's whole thread; answers how many messages went. */
export async function deleteConversation(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom('suspension_messages').where('suspended_user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
