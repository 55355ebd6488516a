import { DEFAULT_SUSPENSION_REASON } from '@matchdrop/shared';
import type { ApiConfig, ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { findAuthRow, findSessionRows } from '../users/repository.js';
import type { AuthUser } from './auth-user.js';
import { verifyToken } from './tokens.js';

const AUTH_FAILED = 'Authentication failed';
const SESSION_EXPIRED = 'Session expired. Please log in again.';
const ACCOUNT_SUSPENDED = 'Your account has been suspended.';

export type SignInDeps = Pick<ApiDeps, 'db' | 'clock'> & { config: Pick<ApiConfig, 'jwtSecret'> };

/**
 * The user a bearer token signs in, from the CURRENT user row: the token is verified and the row read from the
 * database on every call (one primary-key lookup, never kept in memory), so a suspension, role change or
 * revocation applies at the very next call whoever made it (an admin on any process, SQL run by an operator).
 * A bad, expired or revoked token, or a deleted user: 401. A token revoked by a suspension that still stands says
 * so, with the reason, so the user's next page shows the notice.
 */
export async function signedInUser(deps: SignInDeps, token: string): Promise<{ user: AuthUser; issuedAtMs: number }> {
  const verified = token === '' ? null : verifyToken(deps.config, token, deps.clock.now());
  if (!verified) throw new HttpError(401, 'auth_failed', AUTH_FAILED);
  const row = await findAuthRow(deps.db, verified.userId);
  if (!row) throw new HttpError(401, 'auth_failed', AUTH_FAILED);
  if (row.tokens_valid_after !== null && verified.issuedAtMs < row.tokens_valid_after.getTime()) {
    if (row.is_suspended) {
      throw new HttpError(401, 'account_suspended', ACCOUNT_SUSPENDED, { suspended: true, suspensionReason: row.suspension_reason ?? DEFAULT_SUSPENSION_REASON });
    }
    throw new HttpError(401, 'session_expired', SESSION_EXPIRED);
  }
  const user: AuthUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isSuspended: row.is_suspended,
    suspensionReason: row.is_suspended ? (row.suspension_reason ?? DEFAULT_SUSPENSION_REASON) : null,
  };
  return { user, issuedAtMs: verified.issuedAtMs };
}

/** A signed-in connection that outlives its request (a room's websocket): who, and when their token was issued. */
export interface LiveSession {
  userId: number;
  issuedAtMs: number;
}

/** Why a live session no longer stands. */
export type SessionEnd = 'suspended' | 'revoked';

/**
 * For each session, whether it still stands, in one query for all of them: `'suspended'` for a suspended account,
 * `'revoked'` for a deleted account or tokens revoked after the session's token was issued, null while it stands.
 */
export async function endedSessions(deps: Pick<ApiDeps, 'db'>, sessions: readonly LiveSession[]): Promise<(SessionEnd | null)[]> {
  const rows = await findSessionRows(deps.db, [...new Set(sessions.map((s) => s.userId))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return sessions.map((s) => {
    const row = byId.get(s.userId);
    if (!row) return 'revoked';
    if (row.is_suspended) return 'suspended';
    if (row.tokens_valid_after !== null && s.issuedAtMs < row.tokens_valid_after.getTime()) return 'revoked';
    return null;
  });
}
