import { errorHandler, JSON_BODY_LIMIT, rejectControlCharacters, requestLogger, securityHeaders } from '@matchdrop/api';
import { matchmakingMiddleware } from '@matchdrop/game-server';
import express from 'express';
import type { Logger } from 'pino';
import { clientRoutes } from './client-routes.js';

export interface HttpAppParts {
  /** The API app (createApp): answers /api/*, lets everything else through with security headers set. */
  api: express.Express;
  /** The game server's competitive REST calls (competitiveRoutes), answered under /api/competitive. */
  competitive?: express.Router;
  /** The game server's tournament REST calls (tournamentRoutes), answered under /api/tournaments. */
  tournaments?: express.Router;
  clientDist: string;
  logger: Logger;
}

/**
 * Everything the one HTTP server answers, in order: Colyseus matchmaking (first, because it reads
 * the raw body), the competitive REST calls, the API, the built client, then a plain 404. The
 * security headers come first so the game server's answers carry them as the API's do.
 */
export function createHttpApp({ api, competitive, tournaments, clientDist, logger }: HttpAppParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // First, so every request gets its one log line (method, path, status, time), whoever answers it.
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(matchmakingMiddleware());
  // Before the API, whose catch-all would answer 404 for every other /api path.
  // The API refuses control characters at its edge; the competitive calls get the same edge here.
  if (competitive) app.use('/api/competitive', express.json({ limit: JSON_BODY_LIMIT }), rejectControlCharacters(), competitive);
  if (tournaments) app.use('/api/tournaments', express.json({ limit: JSON_BODY_LIMIT }), rejectControlCharacters(), tournaments);
  app.use(api);
  app.use(clientRoutes(clientDist));
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.use(errorHandler(logger));
  return app;
}
