import { Router } from 'express';
import { sql } from '@matchdrop/db';
import type { ApiDeps } from '../deps.js';

/** GET /api/health: answers 200 while the database answers, 503 when it does not. */
export function healthRoutes({ db, dbKind, clock, logger }: ApiDeps): Router {
  const startedAt = clock.now().getTime();
  const router = Router();
  router.get('/health', async (_req, res) => {
    const uptimeSeconds = Math.max(0, Math.floor((clock.now().getTime() - startedAt) / 1000));
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      logger.error({ err }, 'health check: the database does not answer');
      res.status(503).json({ ok: false, db: dbKind, uptimeSeconds, error: 'Database unavailable' });
      return;
    }
    res.json({ ok: true, db: dbKind, uptimeSeconds });
  });
  return router;
}
