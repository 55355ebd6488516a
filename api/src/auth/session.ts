import { DEFAULT_SUSPENSION_REASON } from '@matchdrop/shared';
import type { SessionAnswer } from '@matchdrop/shared';
import type { User } from '@matchdrop/db';
import type { ApiDeps } from '../deps.js';
import { latestAdminMessage } from '../suspension/repository.js';
import { toPublicUser } from '../users/repository.js';
import { signToken } from './tokens.js';

/** A new session for the user: a fresh token and the public user. */
export function startSession(deps: Pick<ApiDeps, 'clock' | 'config'>, row: User): SessionAnswer {
  return { token: signToken(deps.config, { id: row.id, role: row.role }, deps.clock.now()), user: toPublicUser(row) };
}

export interface SuspendedFields {
  suspended: true;
  suspensionReason: string;
  adminMessage: string | null;
}

/**
 * A suspended user still logs in (to read the reason and write to the admins); the answer says so
 * and carries the admins' latest message. Undefined for an account in good standing.
 */
export async function suspendedFields(deps: Pick<ApiDeps, 'db'>, row: User): Promise<SuspendedFields | undefined> {
  if (!row.is_suspended) return undefined;
  return {
    suspended: true,
    suspensionReason: row.suspension_reason ?? DEFAULT_SUSPENSION_REASON,
    adminMessage: await latestAdminMessage(deps.db, row.id),
  };
}
