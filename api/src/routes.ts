import { Router } from 'express';
import type { ApiDeps } from './deps.js';
import { healthRoutes } from './health/routes.js';
import { authRoutes } from './auth/routes.js';
import { suspensionRoutes } from './suspension/routes.js';
import { gameRoutes } from './games/routes.js';
import { sharingRoutes } from './sharing/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { matchingRoutes } from './matching/routes.js';
import { adminRoutes } from './admin/routes.js';
import { aiRoutes } from './ai/routes.js';
import { pushRoutes } from './push/routes.js';
import { progressRoutes } from './progress/routes.js';
import { reviewRoutes } from './review/routes.js';
import { competitiveRoutes } from './competitive/routes.js';
import { tournamentRoutes } from './tournaments/routes.js';
import { teamRaceRoutes } from './team-races/routes.js';
import { classRoutes } from './classes/routes.js';
import { assignmentRoutes } from './assignments/routes.js';
import { mediaRoutes } from './media/routes.js';
import { gameFileRoutes } from './media/game-file-routes.js';

/** Every feature's routes under /api. Each feature folder exports one `xxxRoutes(deps)`. */
export function apiRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(healthRoutes(deps));
  router.use('/auth/suspension', suspensionRoutes(deps));
  router.use('/auth', authRoutes(deps));
  router.use(gameFileRoutes(deps));
  router.use(gameRoutes(deps));
  router.use(reviewRoutes(deps));
  router.use(progressRoutes(deps));
  router.use(sharingRoutes(deps));
  router.use(notificationRoutes(deps));
  router.use(matchingRoutes(deps));
  router.use(classRoutes(deps));
  router.use(assignmentRoutes(deps));
  router.use('/media', mediaRoutes(deps));
  router.use('/admin', adminRoutes(deps));
  router.use('/ai', aiRoutes(deps));
  if (deps.push) router.use(pushRoutes(deps.push));
  if (deps.competitiveRooms) router.use('/competitive', competitiveRoutes(deps.competitiveRooms));
  if (deps.tournamentRooms) router.use('/tournaments', tournamentRoutes(deps, deps.tournamentRooms));
  if (deps.teamRaceRooms) router.use('/team-races', teamRaceRoutes(deps, deps.teamRaceRooms));
  return router;
}
