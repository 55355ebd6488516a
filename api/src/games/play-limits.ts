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

/**
 * Where a deal or a play comes from: a game the server stores (saved or built-in, one limiter for both prefixes), an
 * uploaded game or AI test play, or a review. Each call of each source has counters of its own name, so of its own
 * prefix: limiters sharing a name would be one budget in Redis (one key) but separate ones in memory (one store per
 * limiter), so the same requests would be refused or not depending on the store.
 */
type PlaySource = 'games' | 'uploaded-games' | 'review';

/** The limits of one call (`what`: 'deals' or 'plays') of one source, per account and, for visitors, per address. */
export function playLimits(deps: ApiDeps, source: PlaySource, what: 'deals' | 'plays'): RequestHandler[] {
  const text = message(what === 'deals' ? 'games started' : 'games recorded');
  return [
    rateLimit(deps, { name: `${source}-${what}-account`, ...PLAY_LIMITS.perAccount, key: accountKey, message: text }),
    rateLimit(deps, { name: `${source}-${what}-visitor-ip`, ...PLAY_LIMITS.perVisitorAddress, key: visitorKey, message: text }),
  ];
}
