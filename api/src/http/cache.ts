import type { RequestHandler } from 'express';

/**
 * For answers that are the same for everyone (the public library): a browser or proxy may keep them but must ask
 * again each time, and Express's ETag turns an unchanged answer into a bodiless 304. Asking every time keeps an
 * unpublished game from being shown from a cache.
 */
export const revalidatePublicAnswer: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, no-cache');
  next();
};
