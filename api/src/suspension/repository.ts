import type { Database, Kysely, Suspension, SuspensionMessage as MessageRow } from '@matchdrop/db';
import type { SuspensionMessage } from '@matchdrop/shared';

/** A stored message as the suspended user's conversation shows it. */
export function toConversationMessage(row: Pick<MessageRow, 'id' | 'sender_type' | 'message' | 'sent_at' | 'is_read'>): SuspensionMessage {
  return { id: row.id, sender_type: row.sender_type, message: row.message, sent_at: row.sent_at.toISOString(), is_read: row.is_read };
}

/** The user's suspension that has not been lifted, if any. */
export async function activeSuspension(db: Kysely<Database>, userId: number): Promise<Suspension | undefined> {
  return db.selectFrom('suspensions').selectAll().where('user_id', '=', userId).where('lifted_at', 'is', null).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
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

export async function insertSuspension(db: Kysely<Database>, request: { userId: number; adminId: number | null; reason: string }, now: Date): Promise<void> {
  await db.insertInto('suspensions').values({ user_id: request.userId, admin_id: request.adminId, reason: request.reason, created_at: now }).execute();
}

/** The flag and reason on the user row, which authentication reads. */
export async function setUserSuspension(db: Kysely<Database>, userId: number, reason: string): Promise<void> {
  await db.updateTable('users').set({ is_suspended: true, suspension_reason: reason }).where('id', '=', userId).execute();
}

/** Ends the user's active suspensions; the ids of those it ended. */
export async function liftActiveSuspensions(db: Kysely<Database>, userId: number, adminId: number | null, now: Date): Promise<{ id: number }[]> {
  return db.updateTable('suspensions').set({ lifted_at: now, lifted_by: adminId }).where('user_id', '=', userId).where('lifted_at', 'is', null).returning('id').execute();
}

/** Clears the flag of a suspended user; empty when the user was not suspended. */
export async function clearUserSuspension(db: Kysely<Database>, userId: number): Promise<{ id: number }[]> {
  return db.updateTable('users').set({ is_suspended: false, suspension_reason: null }).where('id', '=', userId).where('is_suspended', '=', true).returning('id').execute();
}

/** A suspended user's message to the admins. */
export async function insertUserMessage(
  db: Kysely<Database>,
  values: { suspensionId: number | null; userId: number; message: string; now: Date },
): Promise<Pick<MessageRow, 'id' | 'sender_type' | 'message' | 'sent_at' | 'is_read'>> {
  return db
    .insertInto('suspension_messages')
    .values({ suspension_id: values.suspensionId, suspended_user_id: values.userId, sender_type: 'user', sender_id: values.userId, message: values.message, sent_at: values.now })
    .returning(['id', 'sender_type', 'message', 'sent_at', 'is_read'])
    .executeTakeFirstOrThrow();
}
