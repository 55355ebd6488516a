import type { Database, Kysely, Suspension, SuspensionMessage as MessageRow } from '@matchdrop/db';
import type { SuspensionMessage } from '@matchdrop/shared';

/** A stored message as the suspended user's conversation shows it. */
export function toConversationMessage(row: Pick<MessageRow, 'id' | 'sender_type' | 'message' | 'sent_at' | 'is_read'>): SuspensionMessage {
  return { id: row.id, sender_type: row.sender_type, message: row.message, sent_at: row.sent_at.toISOString(), is_read: row.is_read };
}

/** The user's suspension that has not been lifted, if any. */
export async function activeSuspension(db: Kysely<Database>, userId: number): Promise<Suspension | undefined> {
  return db
    .selectFrom('suspensions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The text of the admins' newest message to the user, or null (shown at a suspended login). */
export async function latestAdminMessage(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('suspension_messages')
    .select('message')
    .where('suspended_user_id', '=', userId)
    .where('sender_type', '=', 'admin')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.message ?? null;
}

/** The whole conversation, the user's messages and the admins' replies, oldest first. */
export async function conversation(db: Kysely<Database>, userId: number): Promise<SuspensionMessage[]> {
  const rows = await db
    .selectFrom('suspension_messages')
    .select(['id', 'sender_type', 'message', 'sent_at', 'is_read'])
    .where('suspended_user_id', '=', userId)
    .orderBy('sent_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toConversationMessage);
}

/** How many messages the user sent in [from, to). */
export async function countUserMessages(db: Kysely<Database>, userId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('suspension_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('suspended_user_id', '=', userId)
    .where('sender_type', '=', 'user')
    .where('sent_at', '>=', from)
    .where('sent_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
