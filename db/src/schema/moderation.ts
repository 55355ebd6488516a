import type { Selectable } from 'kysely';
import type { SenderType } from '@matchdrop/shared';
import type { CreatedAt, Defaulted, Id, Nullable, NullableTimestamp } from './columns.js';

/** One suspension of a user; at most one per user is active (lifted_at is null). */
export interface SuspensionsTable {
  id: Id;
  user_id: number;
  admin_id: Nullable<number>;
  reason: string;
  created_at: CreatedAt;
  lifted_at: NullableTimestamp;
  lifted_by: Nullable<number>;
}

// Defined once with the API's answers (@matchdrop/shared), which carry the same values.
export type { SenderType };

/** The conversation between a suspended user and the admins. */
export interface SuspensionMessagesTable {
  id: Id;
  suspension_id: Nullable<number>;
  suspended_user_id: number;
  sender_type: SenderType;
  sender_id: Nullable<number>;
  message: string;
  parent_message_id: Nullable<number>;
  sent_at: CreatedAt;
  is_read: Defaulted<boolean>;
}

export type Suspension = Selectable<SuspensionsTable>;

export type SuspensionMessage = Selectable<SuspensionMessagesTable>;
