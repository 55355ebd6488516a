import type { Database, Kysely } from '@matchdrop/db';
import type { AppNotification } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import * as notifications from './repository.js';

/** The notifications panel's work (R-SHARE-6): only ever the caller's own notifications. */

// Someone else's notification answers like a missing one.
const notFound = (): HttpError => new HttpError(404, 'notification_not_found', 'Notification not found');

export function ownNotifications(db: Kysely<Database>, userId: number): Promise<AppNotification[]> {
  return notifications.listNotifications(db, userId);
}

export function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  return notifications.countUnread(db, userId);
}

export function markAllNotificationsRead(db: Kysely<Database>, userId: number): Promise<number> {
  return notifications.markAllRead(db, userId);
}

export async function markNotificationRead(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  if (!(await notifications.markRead(db, userId, id))) throw notFound();
}

export async function removeNotification(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  if (!(await notifications.deleteNotification(db, userId, id))) throw notFound();
}
