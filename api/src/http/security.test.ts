import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADER_OPTIONS, securityHeaders } from './security.js';

async function headersOf(app: RequestListener): Promise<Record<string, string>> {
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(res.headers);
    // Per response, not helmet's: when and how long.
    for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'etag']) delete headers[name];
    return headers;
  } finally {
    server.close();
  }
}

const appWith = (middleware: express.RequestHandler): RequestListener => {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
};

describe('securityHeaders', () => {
  it('sets exactly the headers helmet sets with the same options, X-Powered-By removed', async () => {
    const ours = await headersOf(appWith(securityHeaders()));
    expect(ours).toEqual(await headersOf(appWith(helmet(SECURITY_HEADER_OPTIONS))));
    expect(ours['content-security-policy']).toContain("default-src 'self'");
    expect(ours['x-content-type-options']).toBe('nosniff');
    expect(ours['x-powered-by']).toBeUndefined();
  });

  it('leaves the headers alone when the host app already set them', async () => {
    const hostSet: express.RequestHandler = (_req, res, next) => {
      res.setHeader('content-security-policy', "default-src 'none'");
      next();
    };
    const app = express();
    app.use(hostSet, securityHeaders());
    app.get('/', (_req, res) => {
      res.json({ ok: true });
    });
    const headers = await headersOf(app);
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['x-content-type-options']).toBeUndefined();
  });
});
