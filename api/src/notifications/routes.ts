import type { AppNotification, MessageAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import { z } from 'zod';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { idSchema } from '../http/ids.js';
import { validateParams } from '../http/validate.js';
import { markAllNotificationsRead, markNotificationRead, ownNotifications, removeNotification, unreadCount } from './service.js';
import { currentUser } from '../auth/current-user.js';

const notificationParams = z.object({ id: idSchema('Invalid notification id') });

/** The notifications panel (R-SHARE-6): only ever the caller's own notifications. */
export function notificationRoutes({ db }: ApiDeps): Router {
  const router = Router();
  router.use('/sharing/notifications', requireUser);

  router.get('/sharing/notifications', async (req, res) => {
    res.json({ notifications: await ownNotifications(db, currentUser(req).id) } satisfies { notifications: AppNotification[] });
  });

  router.get('/sharing/notifications/unread-count', async (req, res) => {
    res.json({ unreadCount: await unreadCount(db, currentUser(req).id) } satisfies { unreadCount: number });
  });

  // The client marks everything read when the panel opens (R-SHARE-3).
  router.post('/sharing/notifications/read-all', async (req, res) => {
    const updated = await markAllNotificationsRead(db, currentUser(req).id);
    res.json({ message: 'All notifications marked as read', updated } satisfies MessageAnswer & { updated: number });
  });

  router.post('/sharing/notifications/:id/read', async (req, res) => {
    const { id } = validateParams(req, notificationParams);
    await markNotificationRead(db, currentUser(req).id, id);
    res.json({ message: 'Notification marked as read' } satisfies MessageAnswer);
  });

  router.delete('/sharing/notifications/:id', async (req, res) => {
    const { id } = validateParams(req, notificationParams);
    await removeNotification(db, currentUser(req).id, id);
    res.json({ message: 'Notification deleted' } satisfies MessageAnswer);
  });

  return router;
}
