export interface Timers {
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

/**
 * The page's own timers, for the code that runs in a browser (tests pass fakes instead). The global ones rather than
 * window's: the same functions in a browser, and a unit test that loads a chunk (lib/catalog-games.ts) has no window.
 */
export const browserTimers: Timers = {
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle as number),
};

/** Rejects if `promise` has not settled within `ms`; the timer is cleared as soon as it settles. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the default error's text, for logs; callers word what the player reads
export function withTimeout<T>(promise: Promise<T>, ms: number, timers: Timers, message = `Timed out after ${ms} ms`): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimer(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        timers.clearTimer(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimer(handle);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
