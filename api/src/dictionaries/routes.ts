import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { legacyDictionaryRoutes } from './legacy-routes.js';
import { v2PlayRoutes } from './v2-play-routes.js';
import { v2DictionaryRoutes } from './v2-routes.js';

/** Saved games: the legacy and the v2 calls. */
export function dictionaryRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(legacyDictionaryRoutes(deps), v2DictionaryRoutes(deps), v2PlayRoutes(deps));
  return router;
}
