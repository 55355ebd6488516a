import type { AdminUserDetails, MessageAnswer, PublicUser, UsersPage } from '@matchdrop/shared';
import { Router } from 'express';
import { isUniqueViolation } from '@matchdrop/db';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { suspendUser, unsuspendUser } from '../suspension/service.js';
import { findUserById, toPublicUser } from '../users/repository.js';
import { suspendBody, userParams, usersQuery } from './schemas.js';
import { userDetails } from './user-details.js';
import { listUsers } from './users-repository.js';
import { currentUser } from '../auth/current-user.js';

export const userNotFound = (): HttpError => new HttpError(404, 'User not found');

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
    res.json((await listUsers(db, validateQuery(req, usersQuery))) satisfies UsersPage);
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
    const admin = currentUser(req);
    if (id === admin.id) throw new HttpError(400, 'You cannot suspend your own account');
    const target = await findUserById(db, id);
    if (!target) throw userNotFound();
    if (target.role === 'admin') throw new HttpError(403, 'Administrators cannot be suspended');
    const alreadySuspended = new HttpError(409, 'User is already suspended');
    // Two admins at once: the second insert hits the one-active-suspension index.
    const suspended = await suspendUser(db, { userId: id, adminId: admin.id, reason }, deps.clock.now()).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw alreadySuspended;
      throw err;
    });
    if (!suspended) throw alreadySuspended;
    announceSuspension(deps, id);
    // The user's open tabs learn it at once (their next request would be refused with this reason anyway).
    deps.push?.send(id, { type: 'suspended', reason });
    res.json({ message: 'User suspended', user: toPublicUser((await findUserById(db, id)) ?? target) } satisfies MessageAnswer & { user: PublicUser });
  });

  router.post('/users/:id/unsuspend', async (req, res) => {
    const { id } = validateParams(req, userParams);
    if (!(await findUserById(db, id))) throw userNotFound();
    if (!(await unsuspendUser(db, id, currentUser(req).id, deps.clock.now()))) throw new HttpError(409, 'User is not suspended');
    const row = await findUserById(db, id);
    if (!row) throw userNotFound();
    res.json({ message: 'User unsuspended', user: toPublicUser(row) } satisfies MessageAnswer & { user: PublicUser });
  });

  return router;
}
