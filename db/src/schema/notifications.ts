import type { Insertable, Selectable } from 'kysely';
import type { NotificationType } from '@matchdrop/shared';
import type { CreatedAt, Defaulted, Id, Nullable } from './columns.js';

// Defined once with the API's answers (@matchdrop/shared), which carry the same values.
export type { NotificationType };

export interface NotificationsTable {
  id: Id;
  user_id: number;
  type: NotificationType;
  title: string;
  message: Defaulted<string>;
  /** For share notifications, the share id (not a foreign key: its meaning depends on `type`). */
  related_id: Nullable<number>;
  from_user_id: Nullable<number>;
  is_read: Defaulted<boolean>;
  created_at: CreatedAt;
  /** Set on the per-user copies of an admin's general notification; deleting it deletes them. */
  general_notification_id: Nullable<number>;
}

/** An announcement an admin sends to every user (fanned out into `notifications`). */
export interface GeneralNotificationsTable {
  id: Id;
  admin_id: Nullable<number>;
  title: string;
  message: string;
  created_at: CreatedAt;
}

export type Notification = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

export type GeneralNotification = Selectable<GeneralNotificationsTable>;
export type NewGeneralNotification = Insertable<GeneralNotificationsTable>;
