import { errorHandler, requestLogger, securityHeaders } from '@matchdrop/api';
import { matchmakingMiddleware } from '@matchdrop/game-server';
import express from 'express';
import type { Logger } from 'pino';
import { clientRoutes } from './client-routes.js';

export interface HttpAppParts {
  /** The API (apiRouter): answers /api/*, lets everything else through. */
  api: express.Router;
  /** Express's `trust proxy` (TRUST_PROXY), which the API's rate limits read the client's address with. */
  trustProxy?: boolean | number | string;
  clientDist: string;
  logger: Logger;
}

/**
 * Everything the one HTTP server answers, in order: Colyseus matchmaking (first, because it reads
 * the raw body), the API (its competitive calls included), the built client, then a plain 404. The
 * security headers come first so the game server's answers carry them as the API's do.
 */
export function createHttpApp({ api, trustProxy, clientDist, logger }: HttpAppParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy ?? false);
  // First, so every request gets its one log line (method, path, status, time), whoever answers it.
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(matchmakingMiddleware());
  app.use(api);
  app.use(clientRoutes(clientDist));
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.use(errorHandler(logger));
  return app;
}
