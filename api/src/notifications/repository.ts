import type { Database, Kysely, NewNotification, NotificationType } from '@matchdrop/db';
import { compiledOnce, sql } from '@matchdrop/db';
import type { AppNotification } from '@matchdrop/shared';

/** The notification types whose related_id is a share id. */
const SHARE_NOTIFICATION_TYPES: readonly NotificationType[] = ['dictionary_share_received', 'dictionary_share_accepted', 'dictionary_share_rejected', 'dictionary_share'];

/** How many notifications the panel lists: the newest ones. */
const NOTIFICATIONS_LISTED = 100;

export type NewUserNotification = Required<Pick<NewNotification, 'user_id' | 'type' | 'title' | 'message' | 'related_id' | 'from_user_id'>> & { created_at: Date };

export async function insertNotification(db: Kysely<Database>, notification: NewUserNotification): Promise<number> {
  const { id } = await db.insertInto('notifications').values(notification).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The user's notifications, newest first; a share notification's status is read live from its share. */
export async function listNotifications(db: Kysely<Database>, userId: number): Promise<AppNotification[]> {
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('users as f', 'f.id', 'n.from_user_id')
    .leftJoin('shares as s', (join) => join.onRef('s.id', '=', 'n.related_id').on('n.type', 'in', SHARE_NOTIFICATION_TYPES))
    .select(['n.id', 'n.type', 'n.title', 'n.message', 'n.created_at', 'n.is_read', 'n.related_id', 's.status as share_status', 'f.username as from_username'])
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATIONS_LISTED)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * The badge's count: unread notifications plus the admins' replies in the user's suspension conversation
 * that the user has not opened yet (a suspended user's badge rises when an admin answers).
 */
export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  const [{ unread }] = (await unreadCount(db, { userId })) as [{ unread: number | string }];
  return Number(unread);
}

// One statement, not two, compiled once (db's compiledOnce): the badge is asked for by every open tab, and each
// round trip is most of its cost.
const unreadCount = compiledOnce<{ userId: number }, { unread: number | string }>(
  (db, arg) =>
    db.selectNoFrom((eb) =>
      sql<number>`${eb
        .selectFrom('notifications')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('user_id', '=', arg('userId'))
        // A constant in the SQL, not a value: the prepared statement's generic plan can use the partial unread index.
        .where('is_read', '=', sql.lit(false))} + ${eb
        .selectFrom('suspension_messages')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('suspended_user_id', '=', arg('userId'))
        .where('sender_type', '=', sql.lit('admin'))
        .where('is_read', '=', sql.lit(false))}`.as('unread'),
    ),
  { cached: true },
);

/** The user has read their suspension conversation: the admins' replies leave the badge. */
export async function markAdminRepliesRead(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .updateTable('suspension_messages')
    .set({ is_read: true })
    .where('suspended_user_id', '=', userId)
    .where('sender_type', '=', 'admin')
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllRead(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks read the user's notifications about one share (once they have answered it). */
export async function markShareNotificationsRead(db: Kysely<Database>, userId: number, shareId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('related_id', '=', shareId)
    .where('type', 'in', SHARE_NOTIFICATION_TYPES)
    .execute();
}

/** Deletes one of the user's notifications; false when the user has no such notification. */
export async function deleteNotification(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
