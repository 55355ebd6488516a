import { MEDIA_ID_PATTERN, MEDIA_MAX_UPLOAD_BYTES, MEDIA_UPLOADS_PER_HOUR, type MediaAnswer } from '@matchdrop/shared';
import { Router } from 'express';
import { requireActiveUser } from '../auth/middleware.js';
import { currentUser } from '../auth/current-user.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { rateLimit } from '../http/rate-limit.js';
import { storedPicture, uploadPicture } from './service.js';
import { readUploadedFile } from './upload.js';

const HOUR_MS = 3_600_000;

/** `<id>.webp` (large) or `<id>-s.webp` (small): shared's mediaUrl. */
const PICTURE_NAME = /^([0-9a-f]{64})(-s)?\.webp$/;

const notFound = (): HttpError => new HttpError(404, 'picture_not_found', 'No such picture');

/**
 * /api/media: POST stores a picture (R-PIC-1..6); GET serves a stored one (R-PIC-7). A picture's address is the hash
 * of its content, so it never changes and may be kept by any cache for a year; it is also unguessable, the
 * capability to see a private game's picture.
 */
export function mediaRoutes(deps: ApiDeps): Router {
  const router = Router();
  const perAccount = rateLimit(deps, {
    name: 'media-upload',
    windowMs: HOUR_MS,
    limit: deps.config.media?.uploadsPerHour ?? MEDIA_UPLOADS_PER_HOUR,
    key: (req) => (req.user ? `user:${req.user.id}` : undefined),
    message: 'Too many pictures uploaded in the last hour. Wait a while, then upload the rest.',
  });

  router.post('/', requireActiveUser, perAccount, async (req, res) => {
    const { bytes } = await readUploadedFile(req, MEDIA_MAX_UPLOAD_BYTES);
    const media = await uploadPicture(deps, currentUser(req).id, bytes);
    res.status(201).json({ media } satisfies MediaAnswer);
  });

  router.get('/:name', async (req, res) => {
    const match = PICTURE_NAME.exec(req.params.name);
    if (!match || !MEDIA_ID_PATTERN.test(match[1]!)) throw notFound();
    const size = match[2] ? 'small' : 'large';
    const etag = `"${match[1]}${match[2] ?? ''}"`;
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag, 'X-Content-Type-Options': 'nosniff' });
    // The content of an address never changes: a revalidation with its tag needs no read at all.
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const bytes = await storedPicture(deps.db, match[1]!, size);
    if (!bytes) {
      res.set('Cache-Control', 'no-store');
      throw notFound();
    }
    res.type('image/webp').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  return router;
}
