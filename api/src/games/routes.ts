import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { legacyGameRoutes } from './legacy-routes.js';
import { v2PlayRoutes } from './v2-play-routes.js';
import { uploadedPlayRoutes } from './uploaded-play-routes.js';
import { v2GameRoutes } from './v2-routes.js';

/** Saved games: the legacy and the v2 calls. */
export function gameRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(legacyGameRoutes(deps), v2GameRoutes(deps), v2PlayRoutes(deps), uploadedPlayRoutes(deps));
  return router;
}
