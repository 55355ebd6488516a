import { performance } from 'node:perf_hooks';
import type { Database, Kysely } from '@matchdrop/db';
import { insertJudgedPlays, playsOfDeals, type NewJudgedPlay, type PlayRow } from './plays-repository.js';

/** At most this many plays in one statement: a school's burst is written in a few statements, none too long. */
const BATCH_MAX = 200;

/**
 * A batch is written at most once per this many ms. Records of a school finishing together arrive a few ms apart
 * (4,000 in 10 s: one every 2.5 ms), each in a turn of the event loop of its own, so batching per turn wrote them one
 * by one; a statement's fixed cost (on PGlite 1.1 ms of the one thread for one play and its trigger, against 0.15 ms a
 * play in a batch of 200) then took the whole process (bench/judging.ts). The first play after a quiet window is
 * written at once, so a lone player waits for nothing; under load a play waits at most this long for its batch.
 */
const BATCH_WINDOW_MS = 10;

type Stored = { row: PlayRow; created: boolean };

/**
 * Judged plays arriving together (a class or a school finishing at once) are written in one statement per window of
 * BATCH_WINDOW_MS, so the database does the work of a play once per batch (statement, transaction, the progress trigger's
 * update of the game's figures) instead of once per play. Each caller still waits for its own play to be stored:
 * the answer is sent after the commit. A batch the database refuses is written again play by play, so one bad play
 * fails alone. One per API (no module state). `windowMs` is for tests, which need a window wider than a busy
 * machine's stall between two turns of the event loop.
 */
export function judgedPlayBatches(db: Kysely<Database>, windowMs = BATCH_WINDOW_MS) {
  const pending: Array<{ play: NewJudgedPlay; resolve: (stored: Stored) => void; reject: (error: unknown) => void }> = [];

  const write = async (batch: typeof pending): Promise<void> => {
    const inserted = new Map(
      (
        await insertJudgedPlays(
          db,
          batch.map(({ play }) => play),
        )
      ).map((row) => [row.deal_id, row]),
    );
    const missing = batch.filter(({ play }) => !inserted.has(play.deal_id)).map(({ play }) => play.deal_id);
    const earlier = new Map(missing.length === 0 ? [] : (await playsOfDeals(db, missing)).map((row) => [row.deal_id, row]));
    for (const { play, resolve, reject } of batch) {
      const row = inserted.get(play.deal_id);
      if (row) {
        // The same deal twice in one batch: the first is the play, the second finds it.
        inserted.delete(play.deal_id);
        earlier.set(play.deal_id, row);
        resolve({ row, created: true });
        continue;
      }
      const stored = earlier.get(play.deal_id);
      if (stored) resolve({ row: stored, created: false });
      else reject(new Error("a deal's play was neither inserted nor found"));
    }
  };

  let scheduled = false;
  let lastFlushAt = -Infinity;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    const wait = lastFlushAt + windowMs - performance.now();
    if (wait <= 0) setImmediate(() => void flush());
    else setTimeout(() => void flush(), wait);
  };

  const flush = async (): Promise<void> => {
    scheduled = false;
    lastFlushAt = performance.now();
    const batch = pending.splice(0, BATCH_MAX);
    if (pending.length > 0) schedule();
    try {
      await write(batch);
    } catch {
      for (const one of batch) await write([one]).catch(one.reject);
    }
  };

  return {
    /** Stores a judged play unless its deal already has one (`created` false, with the play stored first). */
    store(play: NewJudgedPlay): Promise<Stored> {
      return new Promise((resolve, reject) => {
        pending.push({ play, resolve, reject });
        schedule();
      });
    },
  };
}

export type JudgedPlayBatches = ReturnType<typeof judgedPlayBatches>;
