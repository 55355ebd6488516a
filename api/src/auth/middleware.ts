import type { RequestHandler } from 'express';
import { DEFAULT_SUSPENSION_REASON } from '@matchdrop/shared';
import type { ApiConfig, ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import type { AuthUser } from './auth-user.js';
import { authRowReader } from './auth-rows.js';
import { verifiedTokens } from './tokens.js';

export type { AuthUser } from './auth-user.js';

const AUTH_FAILED = 'Authentication failed';
const SESSION_EXPIRED = 'Session expired. Please log in again.';
const ACCOUNT_SUSPENDED = 'Your account has been suspended.';

function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is a failed authentication, not an anonymous request.
  return match?.[1] ?? '';
}

/**
 * Reads `Authorization: Bearer <token>` and sets `req.user` from the CURRENT user row, so a
 * suspension or role change applies to the very next request. No header: the request continues
 * anonymously. A bad, expired or revoked token, or a deleted user: 401. A token revoked by a
 * suspension that still stands says so, with the reason, so the user's next page shows the notice.
 */
export function authenticate(deps: Pick<ApiDeps, 'db' | 'clock' | 'changes'> & { config: Pick<ApiConfig, 'jwtSecret'> }): RequestHandler {
  const verify = verifiedTokens(deps.config);
  const findAuthRow = authRowReader(deps.db, deps.changes);
  return async (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) return next();
    const verified = token === '' ? null : verify(token, deps.clock.now());
    if (!verified) throw new HttpError(401, AUTH_FAILED);
    const row = await findAuthRow(verified.userId);
    if (!row) throw new HttpError(401, AUTH_FAILED);
    if (row.tokens_valid_after !== null && verified.issuedAtMs < row.tokens_valid_after.getTime()) {
      if (row.is_suspended) {
        throw new HttpError(401, ACCOUNT_SUSPENDED, { suspended: true, suspensionReason: row.suspension_reason ?? DEFAULT_SUSPENSION_REASON });
      }
      throw new HttpError(401, SESSION_EXPIRED);
    }
    const user: AuthUser = {
      id: row.id,
      username: row.username,
      email: row.email,
      role: row.role,
      isSuspended: row.is_suspended,
      suspensionReason: row.is_suspended ? (row.suspension_reason ?? DEFAULT_SUSPENSION_REASON) : null,
    };
    req.user = user;
    next();
  };
}

/** 401 unless authenticate found a user. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'Authentication required');
  next();
};

/** requireUser, then 403 (with the suspended flag the client looks for) for a suspended account. */
export const requireActiveUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'Authentication required');
  if (req.user.isSuspended) {
    const suspensionReason = req.user.suspensionReason ?? DEFAULT_SUSPENSION_REASON;
    throw new HttpError(403, `Your account is suspended: ${suspensionReason}`, { suspended: true, suspensionReason });
  }
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'Authentication required');
  if (req.user.role !== 'admin') throw new HttpError(403, 'Admin access required');
  next();
};
