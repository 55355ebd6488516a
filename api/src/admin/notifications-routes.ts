import type { GeneralNotification, MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { validateBody, validateParams } from '../http/validate.js';
import { deleteGeneralNotification, findGeneralNotification, listGeneralNotifications, sendGeneralNotification } from './notifications-repository.js';
import { generalNotificationBody, notificationParams } from './schemas.js';
import { currentUser } from '../auth/current-user.js';

/** The Notifications tab: announcements to every user. Behind requireAdmin. */
export function adminNotificationRoutes(deps: ApiDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/notifications', async (_req, res) => {
    res.json({ notifications: await listGeneralNotifications(db) } satisfies { notifications: GeneralNotification[] });
  });

  router.post('/notifications', async (req, res) => {
    const { title, message } = validateBody(req, generalNotificationBody);
    const id = await sendGeneralNotification(db, { adminId: currentUser(req).id, title, message, now: deps.clock.now() });
    deps.push?.send('all', { type: 'unread' });
    res.status(201).json({ notification: await findGeneralNotification(db, id) } satisfies { notification: GeneralNotification | undefined });
  });

  router.delete('/notifications/:id', async (req, res) => {
    const { id } = validateParams(req, notificationParams);
    if (!(await deleteGeneralNotification(db, id))) throw new HttpError(404, 'Notification not found');
    res.json({ message: 'Notification deleted' } satisfies MessageAnswer);
  });

  return router;
}
