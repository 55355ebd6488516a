import type { AdminStats } from '@matchdrop/shared';
import { Router } from 'express';
import { requireAdmin } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { adminGameRoutes } from '../games/admin-routes.js';
import { adminInboxRoutes } from './inbox-routes.js';
import { adminLogin, adminLoginLimits } from './login.js';
import { adminNotificationRoutes } from './notifications-routes.js';
import { adminUserRoutes } from './users-routes.js';
import { dashboardStats } from './users-service.js';

/** /api/admin (R-ADMIN-1): the login is open, everything else needs an admin's token. */
export function adminRoutes(deps: ApiDeps): Router {
  const router = Router();
  const loginLimits = adminLoginLimits(deps);
  router.post('/login', ...loginLimits.handlers, adminLogin(deps, loginLimits.clearFailures));
  // Unknown /api/admin paths also answer 401/403 before 404: they reveal nothing to non-admins.
  router.use(requireAdmin);
  router.get('/stats', async (_req, res) => {
    res.json((await dashboardStats(deps.db, deps.clock.now())) satisfies AdminStats);
  });
  router.use(adminUserRoutes(deps));
  router.use(adminInboxRoutes(deps));
  router.use(adminNotificationRoutes(deps));
  router.use(adminGameRoutes(deps));
  return router;
}
