import type { Database, Kysely } from '@matchdrop/db';
import type { Logger } from 'pino';
import type { Clock } from '../deps.js';
import { startPeriodic } from '../sweeps/periodic.js';
import { sweepPictures } from './repository.js';

/** How long a picture no game names is kept (an editor's undo, a game deleted by mistake and made again). */
export const UNUSED_PICTURE_GRACE_MS = 7 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/** One sweep at `now` (R-PIC-8): answers how many pictures were deleted. */
export function sweepUnusedPictures(db: Kysely<Database>, now: Date, graceMs = UNUSED_PICTURE_GRACE_MS): Promise<number> {
  return sweepPictures(db, now, new Date(now.getTime() - graceMs));
}

/** The hourly sweep of the running product, by the injected clock; a failed sweep is logged and the next one tries again. */
export function startPictureSweep(deps: { db: Kysely<Database>; clock: Clock; logger: Logger }, everyMs = SWEEP_EVERY_MS): { stop(): void } {
  const sweep = async (): Promise<void> => {
    const deleted = await sweepUnusedPictures(deps.db, deps.clock.now());
    if (deleted > 0) deps.logger.info({ deleted }, 'unused pictures deleted');
  };
  return startPeriodic(sweep, everyMs, deps.logger, 'unused picture sweep failed');
}
