import type { ErrorAnswer } from '@matchdrop/shared';
import type { RequestHandler } from 'express';

/** Mounted after every /api route: whatever reaches it is an unknown endpoint. */
export function apiNotFound(): RequestHandler {
  return (req, res) => {
    res.status(404).json({ error: `Not found: ${req.method} ${req.originalUrl.split('?')[0]}`, code: 'not_found' } satisfies ErrorAnswer);
  };
}
