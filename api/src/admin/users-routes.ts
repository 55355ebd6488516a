import type { AdminUserDetails, MessageAnswer, PublicUser, UsersPage } from '@matchdrop/shared';
import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { suspendBody, userParams, usersQuery } from './schemas.js';
import { suspendByAdmin, unsuspendByAdmin, userDetails, userNotFound, usersPage } from './users-service.js';
import { currentUser } from '../auth/current-user.js';

/** Tells the rest of the process (competitive rooms); a failure there must not undo the suspension. */
function announceSuspension(deps: ApiDeps, userId: number): void {
  try {
    deps.events?.userSuspended(userId);
  } catch (err) {
    deps.logger.error({ err, userId }, 'the userSuspended hook failed');
  }
}

/** /api/admin/users: the Users tab (list, details) and suspensions. Behind requireAdmin. */
export function adminUserRoutes(deps: ApiDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/users', async (req, res) => {
    res.json((await usersPage(db, validateQuery(req, usersQuery))) satisfies UsersPage);
  });

  router.get('/users/:id', async (req, res) => {
    const { id } = validateParams(req, userParams);
    const details = await userDetails(db, id);
    if (!details) throw userNotFound();
    res.json(details satisfies AdminUserDetails);
  });

  router.post('/users/:id/suspend', async (req, res) => {
    const { id } = validateParams(req, userParams);
    const { reason } = validateBody(req, suspendBody);
    const user = await suspendByAdmin(db, { userId: id, adminId: currentUser(req).id, reason }, deps.clock.now());
    announceSuspension(deps, id);
    // The user's open tabs learn it at once (their next request would be refused with this reason anyway).
    deps.push?.send(id, { type: 'suspended', reason });
    res.json({ message: 'User suspended', user } satisfies MessageAnswer & { user: PublicUser });
  });

  router.post('/users/:id/unsuspend', async (req, res) => {
    const { id } = validateParams(req, userParams);
    const user = await unsuspendByAdmin(db, id, currentUser(req).id, deps.clock.now());
    res.json({ message: 'User unsuspended', user } satisfies MessageAnswer & { user: PublicUser });
  });

  return router;
}
