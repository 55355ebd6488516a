// What `node server/dist/main.js` does, as functions the tests can call with their own env and streams.
import { isAbsolute, relative } from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, parseConfig, type Config, type Env } from './config.js';
import type { RunningServer } from './start.js';

export interface ProcessIo {
  stderr: { write(text: string): unknown };
  exit(code: number): never;
}

const realIo: ProcessIo = { stderr: process.stderr, exit: (code) => process.exit(code) };

/** The configuration, or one line on stderr and exit code 1 (no stack trace) when a value is bad. */
export function configOrExit(env: Env, io: ProcessIo = realIo, cwd: string = process.cwd()): Config {
  try {
    return parseConfig(env, cwd);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.stderr.write(`${err.message}\n`);
    return io.exit(1);
  }
}

/** Why start-up failed, in one line a person can act on. */
export function startFailureLine(err: unknown, config: Config): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return `Cannot start MatchDrop: port ${config.port} is already in use (set PORT to a free port).`;
  if (code === 'EACCES' && (err as { syscall?: unknown }).syscall === 'listen') {
    return `Cannot start MatchDrop: no permission to listen on port ${config.port} (set PORT to 1024 or above).`;
  }
  const message = err instanceof Error ? err.message : String(err);
  return `Cannot start MatchDrop: ${message.split('\n')[0]}`;
}

function shownPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  return rel.startsWith('..') || isAbsolute(rel) ? path : `./${rel}`;
}

/** e.g. "pglite at ./data" or "postgres at 127.0.0.1:5432/matchdrop" (never the password). */
export function databaseDescription(config: Config, cwd: string = process.cwd()): string {
  if (config.databaseUrl === undefined) return `pglite at ${shownPath(config.dataDir, cwd)}`;
  const url = new URL(config.databaseUrl);
  return `postgres at ${url.host}${url.pathname}`;
}

export function listeningLine(config: Config, port: number, cwd: string = process.cwd()): string {
  return `MatchDrop listening on http://localhost:${port} (database: ${databaseDescription(config, cwd)})`;
}

/**
 * SIGTERM / SIGINT: rooms told, HTTP closed, database closed, exit 0. A shutdown that hangs is cut
 * off after `timeoutMs` (15 s: the 5 s grace for requests in flight, then rooms, HTTP and the database
 * each bounded) with exit 1; a second signal exits at once.
 */
export interface SignalSource {
  on(signal: 'SIGTERM' | 'SIGINT', listener: (signal: NodeJS.Signals) => void): unknown;
}

export function exitOnSignals(
  running: Pick<RunningServer, 'close'>,
  logger: Logger,
  { timeoutMs = 15_000, io = realIo, signals = process as SignalSource }: { timeoutMs?: number; io?: ProcessIo; signals?: SignalSource } = {},
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting`);
      io.exit(1);
      return;
    }
    stopping = true;
    logger.info(`${signal} received: shutting down`);
    const timer = setTimeout(() => {
      logger.error(`Shutdown did not finish within ${timeoutMs / 1000} s: exiting anyway`);
      io.exit(1);
    }, timeoutMs);
    timer.unref();
    running.close().then(
      () => {
        logger.info('MatchDrop stopped');
        io.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        io.exit(1);
      },
    );
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
}
