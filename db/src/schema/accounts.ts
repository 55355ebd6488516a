import type { Insertable, Selectable } from 'kysely';
import type { Locale, UserRole } from '@matchdrop/shared';
import type { CreatedAt, Defaulted, Id, Nullable, NullableTimestamp, Timestamp } from './columns.js';

// Defined once with the API's answers (@matchdrop/shared), which carry the same values.
export type { UserRole };

export interface UsersTable {
  id: Id;
  /** 3-50 characters; unique case-insensitively (index on lower(username)). */
  username: string;
  /** Unique case-insensitively (index on lower(email)). */
  email: string;
  password_hash: string;
  role: Defaulted<UserRole>;
  created_at: CreatedAt;
  is_verified: Defaulted<boolean>;
  is_suspended: Defaulted<boolean>;
  suspension_reason: Nullable<string>;
  /** A token issued before this moment is invalid (logout everywhere, password reset, suspension). */
  tokens_valid_after: NullableTimestamp;
  /** The interface language: the server's e-mails to this account are written in it. */
  locale: Defaulted<Locale>;
}

export type EmailCodePurpose = 'verify_email' | 'reset_password';

export interface EmailCodesTable {
  id: Id;
  user_id: Nullable<number>;
  email: string;
  purpose: EmailCodePurpose;
  /** Codes are stored hashed, never in clear. */
  code_hash: string;
  expires_at: Timestamp;
  attempts: Defaulted<number>;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
  /** The opaque id forgot-password returns; unique when set. */
  request_id: Nullable<string>;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export type EmailCode = Selectable<EmailCodesTable>;
