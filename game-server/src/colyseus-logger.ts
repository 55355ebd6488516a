import { inspect } from 'node:util';
import type { Logger } from 'pino';

type Level = 'debug' | 'error' | 'info' | 'trace' | 'warn';

/**
 * Colyseus logs console-style (`logger.warn('a', obj)`); pino would drop the extra arguments,
 * so they are joined into the message. An Error stays an Error so pino keeps its stack.
 */
export function colyseusLogger(logger: Logger): Record<Level, (...args: unknown[]) => void> {
  const at =
    (level: Level) =>
    (...args: unknown[]) => {
      const [first] = args;
      if (args.length === 1 && first instanceof Error) {
        logger[level]({ err: first }, first.message);
        return;
      }
      logger[level](args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
    };
  return { debug: at('debug'), error: at('error'), info: at('info'), trace: at('trace'), warn: at('warn') };
}
