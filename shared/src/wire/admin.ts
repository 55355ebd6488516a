import type { PublicUser, SenderType } from './accounts.js';
import type { ShareStatus } from './sharing.js';

/**
 * The admin API's answers and the limits of its forms (R-WIRE-4, R-WIRE-5, R-ADMIN-3),
 * written once for the server and the admin dashboard. Types and constants only: importing this runs nothing.
 */

export const SUSPENSION_REASON_MAX = 500;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

/** GET /api/admin/users?status=: 'suspended' or 'active' (not suspended) narrows the list; 'all' does not. */
export const USER_STATUSES = ['all', 'suspended', 'active'] as const;
export type UserStatusFilter = (typeof USER_STATUSES)[number];

/** R-WIRE-5 admin stats. */
export interface AdminStats {
  total_users: number;
  suspended_users: number;
  total_dictionaries: number;
  public_dictionaries: number;
  total_shares: number;
  /** Messages from suspended users that no admin has read yet. */
  unread_messages: number;
  new_users_30_days: number;
}

/** A row of the admin users table (R-WIRE-5: the user plus the admin list counts). */
export interface AdminUser extends PublicUser {
  dictionary_count: number;
  shares_sent: number;
  shares_received: number;
}

export interface UsersQuery {
  page: number;
  limit: number;
  /** Matched case-insensitively anywhere in the username or the e-mail; empty matches everyone. */
  search: string;
  status: UserStatusFilter;
}

/** GET /api/admin/users; `limit` is the one that applied (a larger one asked for is lowered). */
export interface UsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface AdminGameSummary {
  id: number;
  name: string;
  is_public: boolean;
  category: string | null;
  created_at: string;
  pair_count: number;
}

export interface AdminShareSummary {
  id: number;
  dictionary_id: number;
  dictionary_name: string;
  /** The other side: the recipient of a sent share, the sender of a received one (null once deleted). */
  username: string | null;
  status: ShareStatus;
  created_at: string;
}

export interface AdminSuspensionSummary {
  id: number;
  reason: string;
  /** The admin who suspended (null when done by the system or the admin account is gone). */
  admin: string | null;
  created_at: string;
  lifted_at: string | null;
  lifted_by: string | null;
}

/** GET /api/admin/users/{id}: everything the user-details modal shows. */
export interface AdminUserDetails {
  user: PublicUser;
  dictionaries: AdminGameSummary[];
  shares: { sent: AdminShareSummary[]; received: AdminShareSummary[] };
  suspensions: AdminSuspensionSummary[];
}

/** R-WIRE-4 suspension message, as the admin inbox shows it. `username`/`email` are the sender's. */
export interface InboxMessage {
  id: number;
  sender_type: SenderType;
  sender_id: number | null;
  username: string | null;
  email: string | null;
  suspended_user_id: number;
  suspension_id: number | null;
  /** The reason of the suspension the message was written under. */
  suspension_reason: string | null;
  message: string;
  parent_message_id: number | null;
  sent_at: string;
  is_read: boolean;
}

/** One user's thread with the admins (GET /api/admin/inbox). */
export interface InboxConversation {
  user_id: number;
  username: string;
  email: string;
  is_suspended: boolean;
  /** The user's current suspension reason (null once lifted). */
  suspension_reason: string | null;
  /** The user's messages no admin has read yet. */
  unread_count: number;
  last_message_at: string;
  /** Oldest first. */
  messages: InboxMessage[];
}

/** An admin's general notification as the Notifications tab lists it. */
export interface GeneralNotification {
  id: number;
  title: string;
  message: string;
  created_at: string;
  admin_username: string | null;
  /** How many users still have their copy. */
  recipient_count: number;
}
