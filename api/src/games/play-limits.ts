import type { Request, RequestHandler } from 'express';
import type { ApiDeps } from '../deps.js';
import { clientIp, rateLimit } from '../http/rate-limit.js';

const MINUTE = 60_000;

/**
 * R-JUDGE-8: limits that stop a script, never a class. Visitors share their school's one public address, so an
 * address gets 150 a minute: a class of 40 each starting a game every 30 s asks for 80, while a loop of 300 in a
 * second is stopped at 150. An account is one person: 60 deals and 60 plays a minute is far beyond a human hand
 * (the shortest game, 3 pairs, takes seconds), and far below a loop.
 */
export const PLAY_LIMITS = {
  perVisitorAddress: { windowMs: MINUTE, limit: 150 },
  perAccount: { windowMs: MINUTE, limit: 60 },
} as const;

const message = (what: string) => `Too many ${what} at once. Please wait a minute before trying again.`;
const accountKey = (req: Request) => (req.user ? String(req.user.id) : undefined);
const visitorKey = (req: Request) => (req.user ? undefined : clientIp(req));

/** The limits of one call (`what`: 'deals' or 'plays'), per account and, for visitors, per address. */
export function playLimits(deps: ApiDeps, what: 'deals' | 'plays'): RequestHandler[] {
  return [
    rateLimit(deps, { name: `${what}-account`, ...PLAY_LIMITS.perAccount, key: accountKey, message: message(what === 'deals' ? 'games started' : 'games recorded') }),
    rateLimit(deps, { name: `${what}-visitor-ip`, ...PLAY_LIMITS.perVisitorAddress, key: visitorKey, message: message(what === 'deals' ? 'games started' : 'games recorded') }),
  ];
}
