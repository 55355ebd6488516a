import type { GeneralNotification, MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateParams } from '../http/validate.js';
import { announce, announcements, withdrawAnnouncement } from './notifications-service.js';
import { generalNotificationBody, notificationParams } from './schemas.js';
import { currentUser } from '../auth/current-user.js';

/** The Notifications tab: announcements to every user. Behind requireAdmin. */
export function adminNotificationRoutes(deps: ApiDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/notifications', async (_req, res) => {
    res.json({ notifications: await announcements(db) } satisfies { notifications: GeneralNotification[] });
  });

  router.post('/notifications', async (req, res) => {
    const { title, message } = validateBody(req, generalNotificationBody);
    const notification = await announce(db, { adminId: currentUser(req).id, title, message }, deps.clock.now());
    deps.push?.send('all', { type: 'unread' });
    res.status(201).json({ notification } satisfies { notification: GeneralNotification | undefined });
  });

  router.delete('/notifications/:id', async (req, res) => {
    const { id } = validateParams(req, notificationParams);
    await withdrawAnnouncement(db, id);
    res.json({ message: 'Notification deleted' } satisfies MessageAnswer);
  });

  return router;
}
