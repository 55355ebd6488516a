/** The sharing and notification answers of the API (R-WIRE-3). Types and constants only. */

/** The optional message sent with a share. */
export const SHARE_MESSAGE_MAX = 500;

export type ShareStatus = 'pending' | 'accept' | 'reject';

/** assignment_set and assignment_due carry the assignment id in related_id (classes and assignments). */
export type NotificationType =
  'dictionary_share_received' | 'dictionary_share_accepted' | 'dictionary_share_rejected' | 'dictionary_share' | 'other' | 'assignment_set' | 'assignment_due';

/** A notification as the panel shows it (R-WIRE-3). */
export interface AppNotification {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  created_at: string;
  is_read: boolean;
  /** The share id of a share notification. */
  related_id: number | null;
  /** A share notification's status, read live from its share. */
  share_status: ShareStatus | null;
  from_username: string | null;
}
