// Helpers for this workspace's and the server's tests (import '@matchdrop/api/testing').
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export { startMailbox, type Mailbox, type ReceivedMail } from './auth/testing/mailbox.js';
export { fuzzRoutes, type FuzzOptions } from './http/testing/fuzz.js';
export { listRoutes, type ListedRoute } from './http/testing/routes.js';

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

export interface Served {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Serves a request handler (an Express app) on a free 127.0.0.1 port. */
export async function serve(handler: RequestListener): Promise<Served> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
