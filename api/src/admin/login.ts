import type { SessionAnswer } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import { loginFormSchema } from '@matchdrop/shared';
import { AUTH_LIMITS, resetLoginCounts } from '../auth/limits.js';
import { dummyPasswordHash } from '../auth/dummy-hash.js';
import { startSession } from '../auth/session.js';
import { verifyPassword } from '../crypto/password.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { bodyKey, clientIp, rateLimit } from '../http/rate-limit.js';
import { validateBody } from '../http/validate.js';
import { findUserByLogin } from '../users/repository.js';

const INVALID_ADMIN_LOGIN = 'Invalid admin credentials';
const ADMIN_REQUIRED = 'Admin access required';

/**
 * The same limits as the user login, counted separately: the admin form is a target of its own. As there,
 * only failures add up: `clearFailures` forgets an account's count once its right password is given.
 */
export function adminLoginLimits(deps: ApiDeps): { handlers: RequestHandler[]; clearFailures: (keys: string[]) => Promise<void> } {
  const perAccount = rateLimit(deps, {
    name: 'admin-login-account',
    ...AUTH_LIMITS.loginPerAccount,
    key: (req) => bodyKey(req, 'username'),
    message: 'Too many failed login attempts for this account. Please try again in 15 minutes.',
    code: 'too_many_login_attempts',
  });
  return {
    handlers: [rateLimit(deps, { name: 'admin-login-ip', ...AUTH_LIMITS.loginPerIp, key: clientIp }), perAccount],
    clearFailures: (keys) => resetLoginCounts(perAccount, keys, deps.logger),
  };
}

/**
 * POST /api/admin/login: the user login restricted to administrators, with the same answer shape.
 * A wrong password is 401 whoever the account is; a right password of a regular account is 403,
 * which tells nothing the user login would not tell.
 */
export function adminLogin(deps: ApiDeps, clearFailures: (keys: string[]) => Promise<void> = async () => {}): RequestHandler {
  return async (req, res) => {
    const { username, password } = validateBody(req, loginFormSchema);
    const user = await findUserByLogin(deps.db, username);
    // Unknown accounts cost the same bcrypt work, so the answer time does not reveal usernames.
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !matches) throw new HttpError(401, 'invalid_credentials', INVALID_ADMIN_LOGIN);
    await clearFailures([username, user.username, user.email]);
    if (user.role !== 'admin') throw new HttpError(403, 'admin_required', ADMIN_REQUIRED);
    res.json({ ...startSession(deps, user), message: 'Admin login successful' } satisfies SessionAnswer);
  };
}
