import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { GeneralNotification } from '@matchdrop/shared';

export interface NewGeneralNotification {
  adminId: number;
  title: string;
  message: string;
  now: Date;
}

/**
 * Saves the notification and gives every regular user their own copy (type 'other'), in one
 * transaction: users see it in their notifications panel with the usual unread badge.
 */
export async function sendGeneralNotification(db: Kysely<Database>, input: NewGeneralNotification): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('general_notifications')
      .values({ admin_id: input.adminId, title: input.title, message: input.message, created_at: input.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notifications')
      .columns(['user_id', 'type', 'title', 'message', 'from_user_id', 'created_at', 'general_notification_id'])
      .expression(
        trx
          .selectFrom('users')
          .select([
            'id',
            sql<'other'>`'other'`.as('type'),
            sql<string>`${input.title}`.as('title'),
            sql<string>`${input.message}`.as('message'),
            sql<number>`${input.adminId}::integer`.as('from_user_id'),
            sql<Date>`${input.now.toISOString()}::timestamptz`.as('created_at'),
            sql<number>`${id}::integer`.as('general_notification_id'),
          ])
          .where('role', '=', 'user'),
      )
      .execute();
    return id;
  });
}

function selectGeneral(db: Kysely<Database>) {
  return db
    .selectFrom('general_notifications as g')
    .leftJoin('users as a', 'a.id', 'g.admin_id')
    .select((eb) => [
      'g.id',
      'g.title',
      'g.message',
      'g.created_at',
      'a.username as admin_username',
      eb.selectFrom('notifications as n').select(eb.fn.countAll<number>().as('n')).whereRef('n.general_notification_id', '=', 'g.id').as('recipient_count'),
    ]);
}

type GeneralRow = Awaited<ReturnType<ReturnType<typeof selectGeneral>['execute']>>[number];

const toJson = (row: GeneralRow): GeneralNotification => ({
  ...row,
  created_at: row.created_at.toISOString(),
  recipient_count: Number(row.recipient_count),
});

/** Every general notification, newest first. */
export async function listGeneralNotifications(db: Kysely<Database>): Promise<GeneralNotification[]> {
  const rows = await selectGeneral(db).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').execute();
  return rows.map(toJson);
}

export async function findGeneralNotification(db: Kysely<Database>, id: number): Promise<GeneralNotification | undefined> {
  const row = await selectGeneral(db).where('g.id', '=', id).executeTakeFirst();
  return row && toJson(row);
}

/** Deletes it; the users' copies go with it (foreign key on delete cascade). False when missing. */
export async function deleteGeneralNotification(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('general_notifications').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
