import { testBackends, openTestDatabase, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, JSON_BODY_LIMIT } from './app.js';
import type { ApiConfig, Clock } from './deps.js';
import { createMailer } from './mail/mailer.js';
import { captureLogger, serve, type Served } from './testing.js';

const config: ApiConfig = {
  jwtSecret: 'test-secret-test-secret-test-secret!',
  publicUrl: 'http://localhost:3000',
  requireEmailVerification: false,
  ai: { model: 'gpt-4o-mini', dailyMessages: 50, dailySessions: 10, urlAllowHosts: [] },
};

describe.each(await testBackends())('createApp on %s', (kind) => {
  let handle: TestDbHandle;
  let served: Served;
  let now = new Date('2025-01-01T00:00:00Z');
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const { logger } = captureLogger();
    const app = createApp({ db: handle.db, dbKind: handle.kind, mailer: createMailer({ from: 'test@example.com', logger }), clock, config, logger });
    served = await serve(app);
  });

  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  it('GET /api/health answers 200 with the database kind and the uptime', async () => {
    now = new Date(now.getTime() + 42_500);
    const res = await fetch(`${served.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: kind, uptimeSeconds: 42 });
  });

  it('answers an unknown /api route with 404 JSON naming it', async () => {
    const res = await fetch(`${served.url}/api/xyz?x=1`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Not found: GET /api/xyz', code: 'not_found' });

    const post = await fetch(`${served.url}/api/health`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: 'Not found: POST /api/health', code: 'not_found' });
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const res = await fetch(`${served.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid JSON body', code: 'invalid_json' });
  });

  it(`answers a body over ${JSON_BODY_LIMIT} with 413 JSON`, async () => {
    const res = await fetch(`${served.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large', code: 'body_too_large' });
  });

  it('sends security headers with a CSP that admits only the app itself', async () => {
    const res = await fetch(`${served.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('forbids caching API answers', async () => {
    expect((await fetch(`${served.url}/api/health`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${served.url}/api/xyz`)).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 JSON from /api/health when the database is gone', async () => {
    await handle.close();
    const res = await fetch(`${served.url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, db: kind, error: 'Database unavailable', code: 'service_unavailable' });
  });
});
