import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAccount, linkIn, movableClock, startMailbox, startTestApi, type Mailbox, type TestApi } from '../testing.js';

const MINUTE = 60_000;
const FORGOT_MESSAGE = 'If an account exists for this email, a reset code has been sent to it.';
const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(await testBackends())('forgot and reset password on %s', (kind) => {
  let mailbox: Mailbox;
  let api: TestApi;

  beforeAll(async () => {
    // A slow mail server: the forgot-password answer must not wait for it.
    mailbox = await startMailbox({ delayMs: 600 });
    api = await startTestApi(kind, { mailbox, clock: movableClock() });
  });

  afterAll(async () => {
    await api.close();
    await mailbox.close();
  });

  async function registered() {
    const account = freshAccount('reset');
    const res = await api.post<{ token: string }>('/api/auth/register', account);
    expect(res.status).toBe(201);
    return { ...account, token: res.body.token };
  }

  async function forgot(email: string) {
    const res = await api.post<{ userId: string; message: string }>('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    return res.body.userId;
  }

  it('resets the password with the mailed code, ends older sessions, and the new password logs in', async () => {
    const account = await registered();
    // Used once before the reset: the API now keeps the token as verified (tokens.ts), and must still refuse it after.
    expect((await api.get('/api/auth/profile', { token: account.token })).status).toBe(200);
    api.clock.advance(1000);
    const requestId = await forgot(account.email.toUpperCase());
    const mail = await mailbox.nextMail(account.email);
    expect(mail.subject).toBe('Your MatchDrop password reset code');
    expect(mail.text).toContain('It expires in 10 minutes');
    const code = /code is (\d{6})\b/.exec(mail.text)![1]!;
    // The link fills in the address, the request and the code (the client's /reset-password reads them).
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://localhost:3000');
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: account.email, request: requestId, code, expires: expect.stringMatching(/^\d{10}$/) });

    const res = await api.post('/api/auth/reset-password', { userId: requestId, code, newPassword: 'brand-new-password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successful' });

    const old = await api.get('/api/auth/profile', { token: account.token });
    expect(old.status).toBe(401);
    expect((await api.post('/api/auth/login', { username: account.username, password: account.password })).status).toBe(401);
    const login = await api.post('/api/auth/login', { username: account.username, password: 'brand-new-password' });
    expect(login.status).toBe(200);
    expect((await api.get('/api/auth/profile', { token: login.body.token as string })).status).toBe(200);

    // Single use: the same code cannot reset the password again.
    const again = await api.post('/api/auth/reset-password', { userId: requestId, code, newPassword: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'This code has already been used. Please request a new code.', code: 'code_already_used' });
  });

  it('counts the reset code as proof of the address: an unverified account can log in afterwards', async () => {
    const account = await registered();
    await api.handle.db.updateTable('users').set({ is_verified: false }).where('username', '=', account.username).execute();
    const requestId = await forgot(account.email);
    const code = await mailbox.nextCode(account.email);
    expect((await api.post('/api/auth/reset-password', { userId: requestId, code, newPassword: 'verified-now' })).status).toBe(200);
    const login = await api.post('/api/auth/login', { username: account.username, password: 'verified-now' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ is_verified: true });
  });

  it('answers an unknown e-mail exactly like a registered one, without waiting for the mail, and mails nobody', async () => {
    const account = await registered();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await api.post('/api/auth/forgot-password', { email });
      return { res, ms: performance.now() - started };
    };
    const known = await timed(account.email);
    const unknown = await timed('nobody-here@example.com');
    for (const { res, ms } of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'userId']);
      expect(res.body.message).toBe(FORGOT_MESSAGE);
      expect(res.body.userId).toMatch(/^[A-Za-z0-9_-]{24}$/);
      // The mail server holds each message 600 ms; the answer does not wait for it.
      expect(ms).toBeLessThan(500);
    }
    await mailbox.nextMail(account.email, 3000);
    expect(mailbox.mails.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);

    // The unknown address's request behaves like a real one: 429 before 60 s, wrong codes counted.
    const tooSoon = await api.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(tooSoon.status).toBe(429);
    const guess = await api.post('/api/auth/reset-password', { userId: unknown.res.body.userId, code: '123456', newPassword: 'whatever1' });
    expect(guess.body).toEqual({ error: 'Invalid verification code', code: 'code_invalid', attemptsLeft: 4 });
  });

  it('resends only after 60 s, keeping the request id; the new code replaces the old one', async () => {
    const account = await registered();
    const requestId = await forgot(account.email);
    const firstCode = await mailbox.nextCode(account.email);
    api.clock.advance(59_000);
    const early = await api.post('/api/auth/forgot-password', { email: account.email });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect(early.body).toEqual({ error: 'Please wait 1 second before requesting a new code.', code: 'code_resend_too_early', retryAfterSeconds: 1 });
    api.clock.advance(1000);
    expect(await forgot(account.email)).toBe(requestId);
    const secondCode = await mailbox.nextCode(account.email);
    if (secondCode !== firstCode) {
      const old = await api.post('/api/auth/reset-password', { userId: requestId, code: firstCode, newPassword: 'new-password-1' });
      expect(old.body.error).toBe('Invalid verification code');
    }
    const res = await api.post('/api/auth/reset-password', { userId: requestId, code: secondCode, newPassword: 'new-password-1' });
    expect(res.status).toBe(200);
  });

  it('starts a new request once the old code is used or expired', async () => {
    const account = await registered();
    const first = await forgot(account.email);
    await mailbox.nextCode(account.email);
    api.clock.advance(10 * MINUTE);
    const second = await forgot(account.email);
    expect(second).not.toBe(first);
    await mailbox.nextCode(account.email);
  });

  it('refuses an expired code at 10 minutes: "Verification code has expired"', async () => {
    const account = await registered();
    const requestId = await forgot(account.email);
    const code = await mailbox.nextCode(account.email);
    api.clock.advance(10 * MINUTE);
    const res = await api.post('/api/auth/reset-password', { userId: requestId, code, newPassword: 'new-password-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Verification code has expired', code: 'code_expired' });
    expect((await api.post('/api/auth/login', { username: account.username, password: account.password })).status).toBe(200);
  });

  it('voids the code after 5 wrong attempts', async () => {
    const account = await registered();
    const requestId = await forgot(account.email);
    const code = await mailbox.nextCode(account.email);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const res = await api.post('/api/auth/reset-password', { userId: requestId, code: otherCode(code), newPassword: 'new-password-1' });
      expect(res.body).toEqual({ error: 'Invalid verification code', code: 'code_invalid', attemptsLeft });
    }
    const fifth = await api.post('/api/auth/reset-password', { userId: requestId, code: otherCode(code), newPassword: 'new-password-1' });
    expect(fifth.body.error).toBe('Too many incorrect attempts. Please request a new code.');
    const right = await api.post('/api/auth/reset-password', { userId: requestId, code, newPassword: 'new-password-1' });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('validates: an unknown request, a short code, a short new password, a bad e-mail', async () => {
    const unknown = await api.post('/api/auth/reset-password', { userId: 'no-such-request', code: '123456', newPassword: 'new-password-1' });
    expect(unknown.body).toEqual({ error: 'Invalid or expired reset request. Please start again.', code: 'reset_request_invalid' });
    const short = await api.post('/api/auth/reset-password', { userId: 'x', code: '123', newPassword: 'new-password-1' });
    expect(short.body).toEqual({ error: 'Code must be exactly 6 digits', code: 'invalid_input', field: 'code' });
    const weak = await api.post('/api/auth/reset-password', { userId: 'x', code: '123456', newPassword: '12345' });
    expect(weak.body).toEqual({ error: 'Password must be at least 6 characters long', code: 'invalid_input', field: 'newPassword' });
    const email = await api.post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ error: 'Please enter a valid email address', code: 'invalid_input', field: 'email' });
  });
});
