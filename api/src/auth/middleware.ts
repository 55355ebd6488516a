import type { RequestHandler } from 'express';
import { DEFAULT_SUSPENSION_REASON } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { signedInUser, type SignInDeps } from './signed-in.js';

export type { AuthUser } from './auth-user.js';

function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is a failed authentication, not an anonymous request.
  return match?.[1] ?? '';
}

/**
 * Reads `Authorization: Bearer <token>` and sets `req.user` from the current user row (signedInUser: read on every
 * request, so a suspension or revocation applies to the very next one). No header: the request continues anonymously.
 */
export function authenticate(deps: SignInDeps): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) return next();
    req.user = (await signedInUser(deps, token)).user;
    next();
  };
}

/** 401 unless authenticate found a user. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'auth_required', 'Authentication required');
  next();
};

/** requireUser, then 403 (with the suspended flag the client looks for) for a suspended account. */
export const requireActiveUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'auth_required', 'Authentication required');
  if (req.user.isSuspended) {
    const suspensionReason = req.user.suspensionReason ?? DEFAULT_SUSPENSION_REASON;
    throw new HttpError(403, 'account_suspended', `Your account is suspended: ${suspensionReason}`, { suspended: true, suspensionReason });
  }
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'auth_required', 'Authentication required');
  if (req.user.role !== 'admin') throw new HttpError(403, 'admin_required', 'Admin access required');
  next();
};
