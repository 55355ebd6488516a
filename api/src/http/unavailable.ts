import type { ErrorAnswer } from '@matchdrop/shared';
import type { Response } from 'express';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_S } from '@matchdrop/shared';

/** The 503 `{ error }` with Retry-After a client shows as "temporarily unavailable". */
export function answerUnavailable(res: Response): void {
  res.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
  res.status(503).json({ error: SERVICE_UNAVAILABLE_MESSAGE, code: 'service_unavailable' } satisfies ErrorAnswer);
}
