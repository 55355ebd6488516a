import type { LoginAnswer, PublicUser } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import { loginFormSchema } from '@matchdrop/shared';
import { verifyPassword } from '../crypto/password.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { validateBody } from '../http/validate.js';
import { findUserById, findUserByLogin, toPublicUser } from '../users/repository.js';
import { dummyPasswordHash } from './dummy-hash.js';
import { startSession, suspendedFields } from './session.js';
import { verificationForLogin } from './verify-email.js';
import { currentUser } from './current-user.js';

const INVALID_LOGIN = 'Invalid username or password';

/**
 * POST /api/auth/login with a username or an e-mail address. `clearFailures` forgets the account's counted
 * attempts (under each name it can be typed as) once the right password is given, this one included: only
 * failed logins add up to the lock-out.
 */
export function login(deps: ApiDeps, clearFailures: (keys: string[]) => Promise<void> = async () => {}): RequestHandler {
  return async (req, res) => {
    const { username, password } = validateBody(req, loginFormSchema);
    const user = await findUserByLogin(deps.db, username);
    // The same bcrypt work whether or not the account exists: the answer time tells nothing.
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !matches) throw new HttpError(401, 'invalid_credentials', INVALID_LOGIN);
    await clearFailures([username, user.username, user.email]);
    if (!user.is_verified) {
      const verification = await verificationForLogin(deps, user);
      throw new HttpError(403, 'email_not_verified', 'Please verify your email before logging in', { requiresVerification: true, userId: user.id, ...verification });
    }
    const suspended = await suspendedFields(deps, user);
    res.json({ ...startSession(deps, user), message: 'Login successful', ...suspended } satisfies LoginAnswer);
  };
}

/** GET /api/auth/profile: the signed-in user as stored now. */
export function profile(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const row = await findUserById(deps.db, currentUser(req).id);
    if (!row) throw new HttpError(401, 'auth_failed', 'Authentication failed');
    res.json({ user: toPublicUser(row) } satisfies { user: PublicUser });
  };
}
