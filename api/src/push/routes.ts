import type { ErrorAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import { requireUser } from '../auth/middleware.js';
import type { PushHub } from './hub.js';
import { currentUser } from '../auth/current-user.js';

/** The 503 while the push channel is away: the client keeps polling meanwhile. */
const LIVE_EVENTS_UNAVAILABLE = 'Live updates are temporarily unavailable; the page checks for news every 30 seconds';

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * GET /api/events: the signed-in user's live events as server-sent events (PushHub). The client reads it
 * with fetch and its bearer token (no token in the address, so none in any log), and keeps the 30 s poll
 * only as a fallback while the stream is down. A revoked token (suspension) is refused with 401 and its reason.
 */
export function pushRoutes(push: PushHub): Router {
  const router = Router();
  router.get('/events', requireUser, (req, res) => {
    if (!push.available()) {
      push.refusedStream();
      res
        .status(503)
        .set('Retry-After', '5')
        .json({ error: LIVE_EVENTS_UNAVAILABLE, code: 'live_events_unavailable' } satisfies ErrorAnswer);
      return;
    }
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\nevent: ready\ndata: {}\n\n`);
    push.attach(currentUser(req).id, res);
  });
  return router;
}
