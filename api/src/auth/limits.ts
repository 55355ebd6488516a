import type { ErrorCode } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import type { RateLimitRequestHandler } from 'express-rate-limit';
import type { ApiDeps } from '../deps.js';
import { bodyKey, clientIp, rateLimit } from '../http/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Rate limits of the account endpoints. Accounts, e-mails and codes are limited tightly; addresses
 * only generously, because a whole classroom (40 pupils and more) often shares one public address.
 */
export interface AuthLimits {
  loginPerIp: RequestHandler;
  /** Counts failed logins only; a login with the right password clears the account's count (clearLoginFailures). */
  loginPerAccount: RateLimitRequestHandler;
  registerPerIp: RequestHandler;
  resendPerUser: RequestHandler;
  forgotPerEmail: RequestHandler;
  forgotPerIp: RequestHandler;
  codeCheckPerIp: RequestHandler;
  codeCheckPerTarget: RequestHandler;
}

export const AUTH_LIMITS = {
  loginPerIp: { windowMs: 15 * MINUTE, limit: 300 },
  /** Failed logins only: a classroom logging in again and again is never locked out. */
  loginPerAccount: { windowMs: 15 * MINUTE, limit: 10 },
  // A class of 40 registering with a few typos each still fits.
  registerPerIp: { windowMs: HOUR, limit: 300 },
  codeSendPerTarget: { windowMs: 15 * MINUTE, limit: 5 },
  forgotPerIp: { windowMs: 15 * MINUTE, limit: 200 },
  codeCheckPerIp: { windowMs: 15 * MINUTE, limit: 300 },
  /** Across resends: each code allows 5 wrong guesses, this caps the guesses per user or request. */
  codeCheckPerTarget: { windowMs: 15 * MINUTE, limit: 20 },
} as const;

const fromNetwork = 'Too many requests from your network. Please wait a few minutes and try again.';
const tryLater = (what: string): string => `Too many ${what}. Please try again in 15 minutes.`;

export function authLimits(deps: ApiDeps): AuthLimits {
  const limit = (name: string, window: { windowMs: number; limit: number }, key: RateLimitKey, message: string, code: ErrorCode = 'rate_limited'): RequestHandler =>
    rateLimit(deps, { name, ...window, key, message, code });
  return {
    loginPerIp: limit('login-ip', AUTH_LIMITS.loginPerIp, clientIp, fromNetwork),
    loginPerAccount: rateLimit(deps, {
      name: 'login-account',
      ...AUTH_LIMITS.loginPerAccount,
      key: (req) => bodyKey(req, 'username'),
      message: tryLater('failed login attempts for this account'),
      code: 'too_many_login_attempts',
    }),
    registerPerIp: limit('register-ip', AUTH_LIMITS.registerPerIp, clientIp, fromNetwork),
    resendPerUser: limit('resend-user', AUTH_LIMITS.codeSendPerTarget, (req) => bodyKey(req, 'userId'), tryLater('code requests'), 'too_many_code_requests'),
    forgotPerEmail: limit('forgot-email', AUTH_LIMITS.codeSendPerTarget, (req) => bodyKey(req, 'email'), tryLater('code requests for this email'), 'too_many_code_requests'),
    forgotPerIp: limit('forgot-ip', AUTH_LIMITS.forgotPerIp, clientIp, fromNetwork),
    codeCheckPerIp: limit('code-check-ip', AUTH_LIMITS.codeCheckPerIp, clientIp, fromNetwork),
    codeCheckPerTarget: limit('code-check', AUTH_LIMITS.codeCheckPerTarget, (req) => bodyKey(req, 'userId'), tryLater('code attempts'), 'too_many_code_checks'),
  };
}

/**
 * Forgets an account's failed logins under each name it can be typed as (keys normalized like bodyKey).
 * A counter store that fails (Redis away) costs the user nothing: the login goes on, the failure is logged.
 */
export function clearLoginFailures(limits: AuthLimits, keys: string[], logger: ApiDeps['logger']): Promise<void> {
  return resetLoginCounts(limits.loginPerAccount, keys, logger);
}

/** Resets one per-account login limiter's counters under each of the keys (the user and the admin login). */
export async function resetLoginCounts(limiter: RateLimitRequestHandler, keys: string[], logger: ApiDeps['logger']): Promise<void> {
  const normalized = new Set(keys.map((key) => key.trim().toLowerCase().slice(0, 320)).filter((key) => key !== ''));
  try {
    for (const key of normalized) await limiter.resetKey(key);
  } catch (err) {
    logger.warn({ err }, 'could not clear the failed-login count');
  }
}

type RateLimitKey = Parameters<typeof rateLimit>[1]['key'];
