import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './limits.js';
import { freshAccount, movableClock, startTestApi, type TestApi } from '../testing.js';

const MINUTE = 60_000;

describe.each(await testBackends())('account rate limits on %s', (kind) => {
  let direct: TestApi;

  beforeAll(async () => {
    direct = await startTestApi(kind, { mailbox: 'start', clock: movableClock() });
  });

  afterAll(() => direct.close());

  it('limits login attempts per account: 10 per 15 minutes, then 429 with Retry-After; other accounts unaffected', async () => {
    const account = freshAccount('limited');
    expect((await direct.post('/api/auth/register', account)).status).toBe(201);
    for (let i = 0; i < AUTH_LIMITS.loginPerAccount.limit; i += 1) {
      expect((await direct.post('/api/auth/login', { username: account.username, password: 'wrong-guess' })).status).toBe(401);
    }
    const refused = await direct.post('/api/auth/login', { username: account.username.toUpperCase(), password: account.password });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(refused.body).toEqual({
      error: 'Too many failed login attempts for this account. Please try again in 15 minutes.',
      code: 'too_many_login_attempts',
      retryAfterSeconds: 900,
    });

    const other = freshAccount('other');
    expect((await direct.post('/api/auth/register', other)).status).toBe(201);
    expect((await direct.post('/api/auth/login', { username: other.username, password: other.password })).status).toBe(200);

    direct.clock.advance(15 * MINUTE);
    expect((await direct.post('/api/auth/login', { username: account.username, password: account.password })).status).toBe(200);
    // express-rate-limit reports a misconfiguration (key, store, proxy) through the logger.
    expect(direct.log.records().filter((r) => 'limiter' in r)).toEqual([]);
  });

  it('counts only failed logins: correct logins never lock an account out, and one clears the failures before it', async () => {
    const account = freshAccount('often');
    expect((await direct.post('/api/auth/register', account)).status).toBe(201);
    const limit = AUTH_LIMITS.loginPerAccount.limit;
    // Twice the limit of correct logins in one window (a pupil logging in on every lesson's tablet).
    for (let i = 0; i < 2 * limit; i += 1) {
      expect((await direct.post('/api/auth/login', { username: account.username, password: account.password })).status).toBe(200);
    }
    // limit − 1 failures, a success (by e-mail: the same account), then limit − 1 failures again: never refused.
    for (const login of [account.email, account.username]) {
      for (let i = 0; i < limit - 1; i += 1) {
        expect((await direct.post('/api/auth/login', { username: account.username, password: 'wrong-guess' })).status).toBe(401);
      }
      expect((await direct.post('/api/auth/login', { username: login, password: account.password })).status).toBe(200);
    }
    // Failures alone still lock it: the limit's worth of them, then even the right password waits.
    for (let i = 0; i < limit; i += 1) {
      expect((await direct.post('/api/auth/login', { username: account.username, password: 'wrong-guess' })).status).toBe(401);
    }
    expect((await direct.post('/api/auth/login', { username: account.username, password: account.password })).status).toBe(429);
  });

  it('limits code requests per e-mail: 5 per 15 minutes', async () => {
    const account = freshAccount('codes');
    expect((await direct.post('/api/auth/register', account)).status).toBe(201);
    for (let i = 0; i < AUTH_LIMITS.codeSendPerTarget.limit; i += 1) {
      expect((await direct.post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
      direct.clock.advance(MINUTE);
    }
    const refused = await direct.post('/api/auth/forgot-password', { email: account.email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many code requests for this email. Please try again in 15 minutes.', code: 'too_many_code_requests', retryAfterSeconds: 600 });
    expect(Number(refused.headers.get('retry-after'))).toBe(10 * 60);
  });

  it('limits registrations per address generously, and tells clients apart only behind a trusted proxy', async () => {
    const limit = AUTH_LIMITS.registerPerIp.limit;
    const spoofed = { 'x-forwarded-for': '203.0.113.7' };
    // Fresh counters: the other tests registered from this address too.
    const plain = await startTestApi(kind, { handle: direct.handle, mailbox: direct.mailbox, clock: movableClock() });
    const proxied = await startTestApi(kind, { handle: direct.handle, mailbox: direct.mailbox, clock: movableClock(), trustProxy: 1 });
    // Invalid bodies are counted too (the limit comes first) and answer fast, without hashing.
    for (let i = 0; i < limit; i += 1) {
      const res = await plain.post('/api/auth/register', { username: 'x' }, { headers: { 'x-forwarded-for': `198.51.100.${i % 250}` } });
      expect(res.status).toBe(400);
    }
    const refused = await plain.post('/api/auth/register', { username: 'x' }, { headers: spoofed });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many requests from your network. Please wait a few minutes and try again.', code: 'rate_limited', retryAfterSeconds: 3600 });
    expect(refused.headers.get('retry-after')).toBe('3600');

    for (let i = 0; i < limit; i += 1) {
      expect((await proxied.post('/api/auth/register', { username: 'x' }, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(400);
    }
    expect((await proxied.post('/api/auth/register', { username: 'x' }, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(429);
    expect((await proxied.post('/api/auth/register', { username: 'x' }, { headers: spoofed })).status).toBe(400);
    await plain.close();
    await proxied.close();
  });
});
