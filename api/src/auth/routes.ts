import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { dummyPasswordHash } from './dummy-hash.js';
import { updateLocale } from './locale.js';
import { authLimits, clearLoginFailures } from './limits.js';
import { login, profile } from './login.js';
import { requireUser } from './middleware.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { register } from './register.js';
import { resendVerification, verifyEmail } from './verify-email.js';

/** /api/auth: accounts and sessions (R-API-1, R-AUTH-7). The suspension endpoints live in suspension/. */
export function authRoutes(deps: ApiDeps): Router {
  // Made now, so the first login of an unknown user is not slower than the others.
  dummyPasswordHash().catch((err: unknown) => deps.logger.error({ err }, 'could not prepare the dummy password hash'));
  const limits = authLimits(deps);
  const router = Router();
  router.post('/register', limits.registerPerIp, register(deps));
  router.post(
    '/login',
    limits.loginPerIp,
    limits.loginPerAccount,
    login(deps, (keys) => clearLoginFailures(limits, keys, deps.logger)),
  );
  router.get('/profile', requireUser, profile(deps));
  router.put('/profile/locale', requireUser, updateLocale(deps));
  router.post('/verify-email', limits.codeCheckPerIp, limits.codeCheckPerTarget, verifyEmail(deps));
  router.post('/resend-verification', limits.forgotPerIp, limits.resendPerUser, resendVerification(deps));
  router.post('/forgot-password', limits.forgotPerIp, limits.forgotPerEmail, forgotPassword(deps));
  router.post('/reset-password', limits.codeCheckPerIp, limits.codeCheckPerTarget, resetPassword(deps));
  return router;
}
