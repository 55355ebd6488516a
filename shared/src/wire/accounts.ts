/**
 * The account answers of the API (R-WIRE-1, R-WIRE-4, R-SUSP-3), written once
 * for the server that sends them and the client that reads them. Types and constants only: importing
 * this module runs nothing, so the first page does not grow when it needs one of them.
 */

import type { Locale } from '../locales.js';

export type UserRole = 'user' | 'admin';

/** The R-WIRE-1 user as every answer shows it: never the password hash or token state. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  created_at: string;
  /** The same instant as created_at; the client reads both names. */
  createdAt: string;
  is_verified: boolean;
  is_suspended: boolean;
  suspension_reason: string | null;
  /** The account's interface language: its e-mails are written in it (PUT /api/auth/profile/locale). */
  locale: Locale;
}

/** Who wrote a message of a suspended user's conversation. */
export type SenderType = 'admin' | 'user';

/** A message of a suspended user's conversation with the admins, as the user sees it. */
export interface SuspensionMessage {
  id: number;
  sender_type: SenderType;
  message: string;
  sent_at: string;
  is_read: boolean;
}

/**
 * A suspended user's message to the admins, and an admin's reply: generous for a note, small enough
 * that the daily quota also bounds the volume.
 */
export const SUSPENSION_MESSAGE_MAX = 2000;

/** What a suspended user may still send today (R-SUSP-3: 3 messages per day). */
export interface MessageQuota {
  canSendMore: boolean;
  messagesLeft: number;
}

/** GET /api/auth/suspension/messages. */
export interface SuspensionConversation extends MessageQuota {
  messages: SuspensionMessage[];
}

/** A new session: login, registration without verification, a verified email. */
export interface SessionAnswer {
  token: string;
  user: PublicUser;
  message?: string;
}

/** A suspended user still logs in, to read the reason and write to the admins. */
export interface LoginAnswer extends SessionAnswer {
  suspended?: boolean;
  suspensionReason?: string;
  adminMessage?: string | null;
}

/** Either a session right away, or a code was mailed first. */
export type RegisterAnswer = (SessionAnswer & { requiresVerification?: false }) | { requiresVerification: true; userId: number; message: string };

/** An answer that only says what happened. */
export interface MessageAnswer {
  message: string;
}
