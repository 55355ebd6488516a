import express from 'express';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.js';
import { HttpError } from '../http/http-error.js';
import { captureLogger, serve } from '../testing.js';
import { requestLogger } from './request-log.js';

describe('request log', () => {
  it('writes one info line per request (method, path, status, time) without bodies, queries or tokens, and every unexpected 5xx with its stack', async () => {
    const captured = captureLogger();
    const app = express();
    app.use(requestLogger(captured.logger));
    app.use(express.json());
    app.post('/api/auth/login', (_req, res) => {
      res.status(401).json({ error: 'Invalid username or password' });
    });
    app.get('/api/broken', () => {
      throw new Error('database exploded');
    });
    app.get('/api/away', () => {
      throw new HttpError(503, 'service_unavailable', 'Database unavailable');
    });
    app.use(errorHandler(captured.logger));
    const server = await serve(app);
    try {
      await fetch(`${server.url}/api/auth/login?code=123456`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer secret.jwt.token' },
        body: JSON.stringify({ username: 'ana', password: 'hunter2-password' }),
      });
      await fetch(`${server.url}/api/broken`);
      await fetch(`${server.url}/api/away`);
    } finally {
      await server.close();
    }
    const records = captured.records();
    const requests = records.filter((r) => r.msg === 'request');
    expect(requests.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'POST', path: '/api/auth/login', status: 401 },
      { method: 'GET', path: '/api/broken', status: 500 },
      { method: 'GET', path: '/api/away', status: 503 },
    ]);
    for (const line of requests) expect(typeof line.ms).toBe('number');
    // info for answered requests, error for 5xx.
    expect(requests.map((r) => r.level)).toEqual([30, 50, 50]);
    // An unexpected failure is logged with its stack; a deliberate 503 (a service away, logged once by whatever watches
    // that service) only by its request line, so an outage does not write a stack per request (issue 27).
    const stacks = records.filter((r) => typeof (r.err as { stack?: unknown } | undefined)?.stack === 'string').map((r) => (r.err as { stack: string }).stack);
    expect(stacks.some((s) => s.includes('database exploded'))).toBe(true);
    expect(stacks.some((s) => s.includes('Database unavailable'))).toBe(false);
    const text = JSON.stringify(records);
    for (const secret of ['hunter2-password', 'secret.jwt.token', '123456']) expect(text).not.toContain(secret);
  });
});
