import type { RequestHandler, Response } from 'express';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_S } from '@matchdrop/shared';

/** Every API answer is given within this, so a request never hangs on a database that is away. */
export const REQUEST_DEADLINE_MS = 4_000;

/**
 * Calls that wait on an outside service by design (the AI provider, a fetched web page) have their
 * own timeouts (api/src/ai) and are not cut off here.
 */
const LONG_CALLS = [/^\/api\/ai\/sessions\/[^/]+\/messages\/?$/];

/** The 503 `{ error }` with Retry-After a client shows as "temporarily unavailable". */
export function answerUnavailable(res: Response): void {
  res.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
  res.status(503).json({ error: SERVICE_UNAVAILABLE_MESSAGE });
}

/** Set on res.locals when the deadline answered for a handler, which may still finish later. */
export const DEADLINE_EXPIRED = 'deadlineExpired';

/**
 * The server-side request timeout: an API request not answered within `ms` gets the 503. The database's
 * own deadlines (db/src/deadline.ts) normally answer first; this also covers a chain of waits (a query,
 * then a rollback on a dead connection) that together would run past 5 s.
 */
export function requestDeadline(ms: number = REQUEST_DEADLINE_MS): RequestHandler {
  return (req, res, next) => {
    if (LONG_CALLS.some((pattern) => pattern.test(req.originalUrl.split('?')[0] ?? ''))) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res.locals[DEADLINE_EXPIRED] = true;
      answerUnavailable(res);
    }, ms);
    timer.unref();
    const stop = (): void => clearTimeout(timer);
    res.once('finish', stop);
    res.once('close', stop);
    next();
  };
}
