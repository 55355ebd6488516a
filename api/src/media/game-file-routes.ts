import { GAME_IMPORTS_PER_HOUR, type SavedGame } from '@matchdrop/shared';
import { Router, type Response } from 'express';
import { requireActiveUser } from '../auth/middleware.js';
import { currentUser } from '../auth/current-user.js';
import type { ApiDeps } from '../deps.js';
import { toGameJson } from '../games/serialize.js';
import { HttpError } from '../http/http-error.js';
import { gameIdParams } from '../http/ids.js';
import { rateLimit } from '../http/rate-limit.js';
import { validateParams } from '../http/validate.js';
import { exportJson, exportZip, importGameFile, type ExportedFile } from './game-files.js';
import { readUploadedFile } from './upload.js';

/** An import file at most: a large game's table and its pictures as exported. */
const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

function sendFile(res: Response, file: ExportedFile, type: string): void {
  res.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  res.type(type).send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** A game's export with its pictures (.zip or JSON) and the import that makes it again (R-PIC-10). */
export function gameFileRoutes(deps: ApiDeps): Router {
  const router = Router();
  // An import stores many pictures in one request: counted on its own, beside the uploads' hourly limit.
  const perAccount = rateLimit(deps, {
    name: 'game-import',
    windowMs: 3_600_000,
    limit: deps.config.media?.importsPerHour ?? GAME_IMPORTS_PER_HOUR,
    key: (req) => (req.user ? `user:${req.user.id}` : undefined),
    message: 'Too many games imported in the last hour. Wait a while, then import the rest.',
  });

  router.get('/dictionaries/:id/export.zip', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    sendFile(res, await exportZip(deps, id, req.user?.id), 'application/zip');
  });

  router.get('/dictionaries/:id/export.json', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    sendFile(res, await exportJson(deps, id, req.user?.id), 'application/json');
  });

  router.post('/dictionaries/import', requireActiveUser, perAccount, async (req, res) => {
    const tooLarge = new HttpError(413, 'body_too_large', 'That file is larger than 50 MB: export fewer pictures at a time.');
    const file = await readUploadedFile(req, IMPORT_MAX_BYTES, tooLarge);
    const game = await importGameFile(deps, currentUser(req).id, file);
    res.status(201).json({ message: 'Game imported', dictionary: toGameJson(game) } satisfies { message: string; dictionary: SavedGame });
  });

  return router;
}
