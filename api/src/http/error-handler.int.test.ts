import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, serve, type Served } from '../testing.js';
import { errorHandler } from './error-handler.js';
import { HttpError } from './http-error.js';

describe('errorHandler', () => {
  const captured = captureLogger();
  let served: Served;

  beforeAll(async () => {
    const app = express();
    app.get('/conflict', () => {
      throw new HttpError(409, 'username_taken', 'Username already exists', { conflictType: 'username' });
    });
    app.get('/bug', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/teapot', () => {
      throw Object.assign(new Error('I am a teapot'), { status: 418, expose: true });
    });
    app.use(errorHandler(captured.logger));
    served = await serve(app);
  });

  afterAll(() => served.close());

  it('answers an HttpError with its status, message and extra fields', async () => {
    const res = await fetch(`${served.url}/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Username already exists', code: 'username_taken', conflictType: 'username' });
  });

  it('answers a bug with a generic 500 JSON, logs it, and never sends the stack', async () => {
    const res = await fetch(`${served.url}/bug`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(text).not.toContain('secret internal detail');
    const logged = captured.records().filter((r) => r.level === 50);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('secret internal detail');
  });

  it('keeps a client error raised by middleware as a 4xx with its exposed message', async () => {
    const res = await fetch(`${served.url}/teapot`);
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ error: 'I am a teapot', code: 'bad_request' });
  });
});
