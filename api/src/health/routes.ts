import { Router } from 'express';
import { databaseFault } from './service.js';
import type { ApiDeps } from '../deps.js';
import { redisHealth } from './redis.js';

/**
 * GET /api/health: 200 while the database answers, 503 when it does not. With a Redis configured (REDIS_URL), it
 * also says whether Redis answers: `redis: 'degraded'` (still 200, with the detail) when it does not, since the
 * product keeps serving everything that does not need it.
 */
export function healthRoutes({ db, dbKind, clock, logger, redis }: ApiDeps): Router {
  const startedAt = clock.now().getTime();
  const router = Router();
  router.get('/health', async (_req, res) => {
    const uptimeSeconds = Math.max(0, Math.floor((clock.now().getTime() - startedAt) / 1000));
    const [dbError, redisState] = await Promise.all([databaseFault(db), redis ? redisHealth(redis) : undefined]);
    if (dbError !== null) {
      logger.error({ err: dbError }, 'health check: the database does not answer');
      res.status(503).json({ ok: false, db: dbKind, uptimeSeconds, error: 'Database unavailable', code: 'service_unavailable', ...redisState });
      return;
    }
    res.json({ ok: true, db: dbKind, uptimeSeconds, ...redisState });
  });
  return router;
}
