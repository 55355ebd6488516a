import type { RequestHandler } from 'express';
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
  loginPerAccount: RequestHandler;
  registerPerIp: RequestHandler;
  resendPerUser: RequestHandler;
  forgotPerEmail: RequestHandler;
  forgotPerIp: RequestHandler;
  codeCheckPerIp: RequestHandler;
  codeCheckPerTarget: RequestHandler;
}

export const AUTH_LIMITS = {
  loginPerIp: { windowMs: 15 * MINUTE, limit: 300 },
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
  const limit = (name: string, window: { windowMs: number; limit: number }, key: RateLimitKey, message: string): RequestHandler =>
    rateLimit(deps, { name, ...window, key, message });
  return {
    loginPerIp: limit('login-ip', AUTH_LIMITS.loginPerIp, clientIp, fromNetwork),
    loginPerAccount: limit('login-account', AUTH_LIMITS.loginPerAccount, (req) => bodyKey(req, 'username'), tryLater('login attempts for this account')),
    registerPerIp: limit('register-ip', AUTH_LIMITS.registerPerIp, clientIp, fromNetwork),
    resendPerUser: limit('resend-user', AUTH_LIMITS.codeSendPerTarget, (req) => bodyKey(req, 'userId'), tryLater('code requests')),
    forgotPerEmail: limit('forgot-email', AUTH_LIMITS.codeSendPerTarget, (req) => bodyKey(req, 'email'), tryLater('code requests for this email')),
    forgotPerIp: limit('forgot-ip', AUTH_LIMITS.forgotPerIp, clientIp, fromNetwork),
    codeCheckPerIp: limit('code-check-ip', AUTH_LIMITS.codeCheckPerIp, clientIp, fromNetwork),
    codeCheckPerTarget: limit('code-check', AUTH_LIMITS.codeCheckPerTarget, (req) => bodyKey(req, 'userId'), tryLater('code attempts')),
  };
}

type RateLimitKey = Parameters<typeof rateLimit>[1]['key'];
