import { ApiError } from '../api';

/** The first wait before sending a record again, doubled each time up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 15_000;

/** Whether a failed call may succeed when sent again: the server was not reached (0), was away (5xx) or asked to wait (429). */
export function worthRetrying(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

export interface RetryDeps {
  /** Resolves after `ms`, or sooner (the browser came back online). */
  wait(ms: number): Promise<void>;
  /** The screen that waits for the answer is gone: stop sending. */
  cancelled(): boolean;
  /** A send failed for a reason that may pass: the screen says it is waiting for the connection. */
  onWaiting(): void;
}

/**
 * R-JUDGE-6: sends a finished game's record until the server has it. A game finished while the connection was lost
 * still counts once it is back; sending it twice is harmless, as the server keeps one play per deal. A refusal
 * (a 4xx other than 429) is final and thrown; undefined when the screen went away first.
 */
export async function sendUntilRecorded<T>(send: () => Promise<T>, deps: RetryDeps): Promise<T | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!worthRetrying(error)) throw error;
      if (deps.cancelled()) return undefined;
      deps.onWaiting();
      await deps.wait(Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt));
      if (deps.cancelled()) return undefined;
    }
  }
}

/** The browser's wait: a timer, cut short when the browser says it is online again. */
export function browserWait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}
