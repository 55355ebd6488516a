import type { Database, Kysely } from '@matchdrop/db';
import type { SuspensionMessage } from '@matchdrop/shared';
import { markAdminRepliesRead } from '../notifications/repository.js';
import { lockUser, revokeTokens } from '../users/repository.js';
import { messageQuota, type DailyQuota } from './quota.js';
import {
  activeSuspension,
  clearUserSuspension,
  conversation,
  insertSuspension,
  insertUserMessage,
  liftActiveSuspensions,
  setUserSuspension,
  toConversationMessage,
} from './repository.js';

export interface SuspendRequest {
  userId: number;
  /** The admin doing it (null for the system). */
  adminId: number | null;
  /** Required and non-empty after trimming (the caller validates). */
  reason: string;
}

/**
 * Suspends a user: one active suspensions row, the flag and reason on the user, and every session
 * ended (the user logs in again and sees the suspension notice). False when already suspended.
 */
export async function suspendUser(db: Kysely<Database>, request: SuspendRequest, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await activeSuspension(trx, request.userId)) return false;
    await insertSuspension(trx, request, now);
    await setUserSuspension(trx, request.userId, request.reason);
    await revokeTokens(trx, request.userId, now);
    return true;
  });
}

/** Lifts the active suspension, if any. Sessions are kept: lifting only gives privileges back. */
export async function unsuspendUser(db: Kysely<Database>, userId: number, adminId: number | null, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lifted = await liftActiveSuspensions(trx, userId, adminId, now);
    const user = await clearUserSuspension(trx, userId);
    return lifted.length > 0 || user.length > 0;
  });
}

/** When the user's active suspension began (the notice shows it), or null. */
export async function suspendedSince(db: Kysely<Database>, userId: number): Promise<Date | null> {
  return (await activeSuspension(db, userId))?.created_at ?? null;
}

/** The user's conversation with the admins, now on their screen: the admins' replies no longer count on the badge. */
export async function readConversation(db: Kysely<Database>, userId: number): Promise<SuspensionMessage[]> {
  const messages = await conversation(db, userId);
  await markAdminRepliesRead(db, userId);
  return messages;
}

/**
 * A suspended user's message to the admins, if the day's quota has room. Counting and inserting under a lock on the
 * user's row: two messages sent at once cannot both take the last place of the day.
 */
export async function sendUserMessage(db: Kysely<Database>, userId: number, message: string, now: Date): Promise<{ saved: SuspensionMessage | undefined; quota: DailyQuota }> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const before = await messageQuota(trx, userId, now);
    if (!before.canSendMore) return { saved: undefined, quota: before };
    const suspension = await activeSuspension(trx, userId);
    const row = await insertUserMessage(trx, { suspensionId: suspension?.id ?? null, userId, message, now });
    return { saved: toConversationMessage(row), quota: await messageQuota(trx, userId, now) };
  });
}
