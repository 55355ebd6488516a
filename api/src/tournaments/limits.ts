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

/**
 * The join limits of a live mode (the team race's joins are a hall's too). Each mode's limiters have names of their
 * own: one name for two limiters is one budget in Redis but two in memory.
 */
export function liveJoinLimits(deps: ApiDeps, mode: 'tournament' | 'team-race'): RequestHandler[] {
  return [
    rateLimit(deps, { name: `${mode}-join-account`, ...TOURNAMENT_JOIN_LIMITS.perAccount, key: (req) => (req.user ? String(req.user.id) : undefined) }),
    rateLimit(deps, { name: `${mode}-join-ip`, ...TOURNAMENT_JOIN_LIMITS.perIp, key: clientIp }),
  ];
}
