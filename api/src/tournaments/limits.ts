import type { RequestHandler } from 'express';
import type { ApiDeps } from '../deps.js';
import { clientIp, rateLimit } from '../http/rate-limit.js';

const MINUTE = 60_000;

/**
 * The join's rate limits. An account is limited tightly (a few reloads of a few tournaments); an address only
 * generously, because a whole school hall (2,000 phones on the school's network) shares one public address and
 * joins within a minute, some of them twice.
 */
const TOURNAMENT_JOIN_LIMITS = {
  perAccount: { windowMs: 10 * MINUTE, limit: 30 },
  perIp: { windowMs: 10 * MINUTE, limit: 6_000 },
} as const;

export function tournamentJoinLimits(deps: ApiDeps): RequestHandler[] {
  return [
    rateLimit(deps, { name: 'tournament-join-account', ...TOURNAMENT_JOIN_LIMITS.perAccount, key: (req) => (req.user ? String(req.user.id) : undefined) }),
    rateLimit(deps, { name: 'tournament-join-ip', ...TOURNAMENT_JOIN_LIMITS.perIp, key: clientIp }),
  ];
}
