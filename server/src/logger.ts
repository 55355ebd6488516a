import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

/**
 * Log lines gathered before one write. pino's default destination hands every line to libuv's thread pool
 * as a write of its own: with one line per request that was a thread wake-up and a completion per request,
 * about 17% of the API's CPU per request on PGlite in issue 25's mixed bench (within the noise on PostgreSQL).
 */
const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in that buffer when traffic is low, so an operator reading the log sees it soon. */
export const LOG_FLUSH_MS = 500;

/**
 * The product's logger: JSON lines at `level` to `dest` (stdout unless a file descriptor or path is given),
 * written in batches of LOG_BUFFER_BYTES or every LOG_FLUSH_MS, whichever comes first. pino flushes what is
 * left when the process exits (process.exit, a signal handled by exitOnSignals, an uncaught error); only a
 * SIGKILL can lose the last half second of lines.
 */
export function productLogger(level: LogLevel, dest: number | string = 1): Logger {
  return pino({ level }, pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS }));
}
