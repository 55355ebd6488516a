import type { Database, Kysely } from '@matchdrop/db';
import { revokeTokens } from '../users/repository.js';
import { activeSuspension, clearUserSuspension, insertSuspension, liftActiveSuspensions, setUserSuspension } from './repository.js';

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
