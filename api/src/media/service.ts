import { createHash } from 'node:crypto';
import { MEDIA_ACCOUNT_QUOTA_BYTES, mediaUrl, type MediaAnswer } from '@matchdrop/shared';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { PictureRefused, processPicture } from './process.js';
import { builtinPictureSize, isBuiltinPicture, readBuiltinPicture } from './builtin/builtin-pictures.js';
import { addOwner, bytesOwnedBy, findPictureByHash, isOwner, readPicture, savePicture, type StoredPictureRow } from './repository.js';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const answer = (row: StoredPictureRow): MediaAnswer['media'] => ({
  id: row.id,
  url: mediaUrl(row.id),
  smallUrl: mediaUrl(row.id, 'small'),
  width: row.width,
  height: row.height,
});

function quotaFull(quotaBytes: number): HttpError {
  const mb = Math.round(quotaBytes / (1024 * 1024));
  return new HttpError(413, 'picture_quota_full', `Your pictures fill your ${mb} MB of storage. Delete games whose pictures you no longer need, then upload again.`, {
    quotaBytes,
  });
}

function refusal(err: unknown): never {
  if (err instanceof PictureRefused) {
    throw new HttpError(400, err.reason === 'too_many_pixels' ? 'picture_too_many_pixels' : 'picture_not_accepted', err.message);
  }
  throw err;
}

/**
 * Stores an uploaded picture for the account (R-PIC-1..6): bytes already seen (the same original, or a stored
 * picture's own WebP coming back from an export) answer the stored picture without being decoded again; anything
 * new is re-encoded and counted against the account's quota first.
 */
export async function uploadPicture(deps: Pick<ApiDeps, 'db' | 'clock' | 'config'>, userId: number, bytes: Uint8Array): Promise<MediaAnswer['media']> {
  const quotaBytes = deps.config.media?.quotaBytes ?? MEDIA_ACCOUNT_QUOTA_BYTES;
  const sourceHash = sha256(bytes);
  // A built-in drawing's own WebP (an exported game that used it, imported again) is that drawing, stored by no one.
  if (isBuiltinPicture(sourceHash)) return answer({ id: sourceHash, ...(await builtinPictureSize(sourceHash)) });
  const known = await findPictureByHash(deps.db, sourceHash);
  if (known) {
    if (!(await isOwner(deps.db, known.id, userId)) && (await bytesOwnedBy(deps.db, userId)) >= quotaBytes) throw quotaFull(quotaBytes);
    await addOwner(deps.db, known.id, userId, deps.clock.now());
    return answer(known);
  }
  const used = await bytesOwnedBy(deps.db, userId);
  if (used >= quotaBytes) throw quotaFull(quotaBytes);
  const processed = await processPicture(bytes).catch(refusal);
  const id = sha256(processed.large);
  if (!(await savePicture(deps.db, { id, sourceHash, ...processed }, userId, deps.clock.now(), quotaBytes))) throw quotaFull(quotaBytes);
  return answer({ id, width: processed.width, height: processed.height });
}

/** One size of a picture (GET {url}), a built-in drawing's file (R-PIC-22) or an upload's row; undefined for an unknown id. */
export function storedPicture(db: ApiDeps['db'], id: string, size: 'large' | 'small'): Promise<Uint8Array | undefined> {
  return readBuiltinPicture(id, size) ?? readPicture(db, id, size);
}
