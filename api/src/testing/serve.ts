import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

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
