import express from 'express';
import { authenticate } from './auth/middleware.js';
import type { ApiDeps } from './deps.js';
import { rejectControlCharacters } from './http/control-characters.js';
import { errorHandler } from './http/error-handler.js';
import { apiNotFound } from './http/not-found.js';
import { securityHeaders } from './http/security.js';
import { createPushHub } from './push/hub.js';
import { apiRoutes } from './routes.js';

export const JSON_BODY_LIMIT = '1mb';

// API answers are per user and change all the time: no browser or proxy may keep them.
const noStore: express.RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * The HTTP API as a router for a host app: everything under /api, the rest passed on (next()). The host sets the
 * security headers, `trust proxy` and the error handler, as createApp does; a router rather than an app of its own
 * spares every request Express's switch of request and response prototypes into a sub-app and back.
 */
export function apiRouter(given: ApiDeps): express.Router {
  // Without a hub from the host (tests), events reach the tabs connected to this app.
  const deps: ApiDeps = { ...given, push: given.push ?? createPushHub({ logger: given.logger }) };
  const router = express.Router();
  router.use('/api', noStore, express.json({ limit: JSON_BODY_LIMIT }), rejectControlCharacters(), authenticate(deps), apiRoutes(deps), apiNotFound());
  return router;
}

/**
 * The HTTP API as an Express app. Requests outside /api fall through (next()) so the host
 * can serve the client after it; they still get the security headers.
 */
export function createApp(deps: ApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ?? false);
  app.use(securityHeaders());
  app.use(apiRouter(deps));
  app.use(errorHandler(deps.logger));
  return app;
}
