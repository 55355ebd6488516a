import type { Database, Kysely } from '@matchdrop/db';
import { revokeTokens } from '../users/repository.js';
import { activeSuspension } from './repository.js';

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
    await trx
      .insertInto('suspensions')
      .values({ user_id: request.userId, admin_id: request.adminId, reason: request.reason, created_at: now })
      .execute();
    await trx
      .updateTable('users')
      .set({ is_suspended: true, suspension_reason: request.reason })
      .where('id', '=', request.userId)
      .execute();
    await revokeTokens(trx, request.userId, now);
    return true;
  });
}

/** Lifts the active suspension, if any. Sessions are kept: lifting only gives privileges back. */
export async function unsuspendUser(db: Kysely<Database>, userId: number, adminId: number | null, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lifted = await trx
      .updateTable('suspensions')
      .set({ lifted_at: now, lifted_by: adminId })
      .where('user_id', '=', userId)
      .where('lifted_at', 'is', null)
      .returning('id')
      .execute();
    const user = await trx
      .updateTable('users')
      .set({ is_suspended: false, suspension_reason: null })
      .where('id', '=', userId)
      .where('is_suspended', '=', true)
      .returning('id')
      .execute();
    return lifted.length > 0 || user.length > 0;
  });
}
