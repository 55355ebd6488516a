import type { Logger } from 'pino';

/**
 * A periodic sweep of the running product: `run` every `everyMs`, never two at once (a slow sweep makes the next
 * tick skip), a failure logged as `failure` and tried again at the next tick. The timer does not keep the process
 * alive; stop() ends it (shutdown).
 */
export function startPeriodic(run: () => Promise<void>, everyMs: number, logger: Logger, failure: string): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((err: unknown) => logger.warn({ err }, failure))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
