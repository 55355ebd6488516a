import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt off the event loop. bcryptjs is pure JavaScript: even its async API computes on the main
 * thread in slices of up to 100 ms, so one cost-10 hash (about 75 ms) stalls every other request,
 * game message and timer for that long. Here the hashing runs in worker threads and the event
 * loop only waits for the answer. One core is left to the event loop.
 */

// Plain CommonJS, run with `eval`, so it works alike from the TypeScript sources (tests) and from dist/.
// The worker lowers its own scheduling priority (Linux nice values are per thread): when the
// machine is busy, the event loop, which serves game rooms and every other request, runs first.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(workerData.nice); } catch {}
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, result });
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

/** Niceness of the hashing threads: below the event loop, above nothing. */
const WORKER_NICE = 10;

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Pending {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export class BcryptPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;

  constructor(
    private readonly size: number,
    private readonly bcryptPath: string = createRequire(import.meta.url).resolve('bcryptjs'),
  ) {}

  hash(password: string, cost: number): Promise<string> {
    return this.run({ op: 'hash', password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  /** Ends the workers; jobs still running are rejected. */
  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private run(job: Job): Promise<string | boolean> {
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // A worker keeps the process alive only while it has work.
      if (slot.pending.size === 0) slot.worker.ref();
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...job });
    });
  }

  private leastBusy(): Slot {
    const idle = this.slots.find((slot) => slot.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return this.slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath: this.bcryptPath, nice: WORKER_NICE } });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (answer: { id: number; result?: string | boolean; error?: string }) => {
      const pending = slot.pending.get(answer.id);
      if (!pending) return;
      slot.pending.delete(answer.id);
      if (slot.pending.size === 0) worker.unref();
      if (answer.error !== undefined) pending.reject(new Error(answer.error));
      else pending.resolve(answer.result!);
    });
    const fail = (error: Error): void => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      for (const pending of slot.pending.values()) pending.reject(error);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }
}

/** Workers for the process: every core but one (the event loop's), at least one, at most four. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}
