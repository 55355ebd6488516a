import type { Database, Kysely } from '@matchdrop/db';
import type { GeneralNotification } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { deleteGeneralNotification, findGeneralNotification, listGeneralNotifications, sendGeneralNotification } from './notifications-repository.js';

/** The admin's Notifications tab: announcements to every user. */

export function announcements(db: Kysely<Database>): Promise<GeneralNotification[]> {
  return listGeneralNotifications(db);
}

export async function announce(db: Kysely<Database>, input: { adminId: number; title: string; message: string }, now: Date): Promise<GeneralNotification | undefined> {
  const id = await sendGeneralNotification(db, { ...input, now });
  return findGeneralNotification(db, id);
}

export async function withdrawAnnouncement(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteGeneralNotification(db, id))) throw new HttpError(404, 'notification_not_found', 'Notification not found');
}
