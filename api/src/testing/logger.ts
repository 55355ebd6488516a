import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export interface CapturedLogger {
  logger: Logger;
  /** Every log record written so far, parsed. */
  records(): Array<Record<string, unknown> & { msg?: string; level: number }>;
}

/** A real pino logger whose JSON lines are kept in memory, so tests can assert what was logged. */
export function captureLogger(level: pino.LevelWithSilent = 'info'): CapturedLogger {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  const logger = pino({ level }, sink);
  return { logger, records: () => lines.map((line) => JSON.parse(line)) };
}
