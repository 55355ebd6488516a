import type { Request } from 'express';
import type { AuthUser } from './auth-user.js';

/**
 * The signed-in user of a route mounted behind requireUser, requireActiveUser or requireAdmin. Reaching it without
 * one is a wiring mistake of ours, not the caller's: it throws, so the error handler logs it and answers 500 instead
 * of a route quietly acting for nobody.
 */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new Error(`currentUser: ${req.method} ${req.originalUrl} is not mounted behind an authentication guard`);
  return req.user;
}
