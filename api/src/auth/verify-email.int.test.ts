import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAccount, linkIn, movableClock, startMailbox, startTestApi, type TestApi } from '../testing.js';

const MINUTE = 60_000;

/** Any 6-digit code other than `code`. */
const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(await testBackends())('e-mail verification on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { mailbox: 'start', clock: movableClock(), requireEmailVerification: true });
  });
  afterAll(() => api.close());

  async function registerUnverified() {
    const account = freshAccount('verify');
    const res = await api.post<{ userId: number }>('/api/auth/register', account);
    expect(res.status).toBe(201);
    return { ...account, userId: res.body.userId, code: await api.mailbox.nextCode(account.email) };
  }

  it('registers unverified, mails a 6-digit code with its expiry, and logs in only after verification', async () => {
    const account = freshAccount('verify');
    const res = await api.post('/api/auth/register', account);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      requiresVerification: true,
      userId: expect.any(Number),
      message: 'Registration successful. Please check your email for the verification code.',
    });
    const mail = await api.mailbox.nextMail(account.email);
    expect(mail.subject).toBe('Your MatchDrop verification code');
    const code = /code is (\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The link fills in everything the verification needs (the client's /verify-email reads it).
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe('http://localhost:3000');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      user: String(res.body.userId),
      email: account.email,
      code,
      expires: String(Math.floor(api.clock.now().getTime() / 1000) + 600),
    });
    const expiry = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(api.clock.now().getTime() + 10 * MINUTE));
    expect(mail.text).toContain(`It expires in 10 minutes (on ${expiry} UTC)`);

    const early = await api.post('/api/auth/login', { username: account.username, password: account.password });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ requiresVerification: true, userId: res.body.userId });

    const verified = await api.post('/api/auth/verify-email', { userId: res.body.userId, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: 'Email verified successfully', user: { id: res.body.userId, is_verified: true } });
    expect((await api.get('/api/auth/profile', { token: verified.body.token as string })).status).toBe(200);
    const login = await api.post('/api/auth/login', { username: account.username, password: account.password });
    expect(login.status).toBe(200);
    expect((await api.post('/api/auth/verify-email', { userId: res.body.userId, code })).body).toEqual({ error: 'Email is already verified', code: 'email_already_verified' });
  });

  it('stores the code hashed, never in clear', async () => {
    const account = await registerUnverified();
    const row = await api.handle.db.selectFrom('email_codes').selectAll().where('user_id', '=', account.userId).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(account.code);
    expect(row.purpose).toBe('verify_email');
  });

  it('accepts the code just before 10 minutes and refuses it at 10 minutes: "Verification code has expired"', async () => {
    const early = await registerUnverified();
    const late = await registerUnverified();
    api.clock.advance(10 * MINUTE - 1000);
    expect((await api.post('/api/auth/verify-email', { userId: early.userId, code: early.code })).status).toBe(200);
    api.clock.advance(1000);
    const res = await api.post('/api/auth/verify-email', { userId: late.userId, code: late.code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Verification code has expired', code: 'code_expired' });
  });

  it('counts wrong codes down and voids the code after the 5th: even the right one is refused then', async () => {
    const account = await registerUnverified();
    const wrong = otherCode(account.code);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const res = await api.post('/api/auth/verify-email', { userId: account.userId, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Invalid verification code', code: 'code_invalid', attemptsLeft });
    }
    const fifth = await api.post('/api/auth/verify-email', { userId: account.userId, code: wrong });
    expect(fifth.body).toEqual({ error: 'Too many incorrect attempts. Please request a new code.', code: 'code_attempts_exhausted', attemptsLeft: 0 });
    const right = await api.post('/api/auth/verify-email', { userId: account.userId, code: account.code });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('Too many incorrect attempts. Please request a new code.');
    // A void code can be replaced at once.
    expect((await api.post('/api/auth/resend-verification', { userId: account.userId })).status).toBe(200);
    const code = await api.mailbox.nextCode(account.email);
    expect((await api.post('/api/auth/verify-email', { userId: account.userId, code })).status).toBe(200);
  });

  it('resends only once the current code has expired, saying how many seconds are left', async () => {
    const account = await registerUnverified();
    const now = await api.post('/api/auth/resend-verification', { userId: account.userId });
    expect(now.status).toBe(429);
    expect(now.headers.get('retry-after')).toBe('600');
    expect(now.body).toEqual({
      error: 'The current code is still valid. You can request a new one in 600 seconds.',
      code: 'code_resend_too_early',
      retryAfterSeconds: 600,
    });
    api.clock.advance(9 * MINUTE);
    expect((await api.post('/api/auth/resend-verification', { userId: account.userId })).body.retryAfterSeconds).toBe(60);
    api.clock.advance(MINUTE);
    const resent = await api.post('/api/auth/resend-verification', { userId: account.userId });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'A new verification code has been sent to your email.' });
    const code = await api.mailbox.nextCode(account.email);
    if (code !== account.code) {
      expect((await api.post('/api/auth/verify-email', { userId: account.userId, code: account.code })).body.error).toBe('Invalid verification code');
    }
    expect((await api.post('/api/auth/verify-email', { userId: account.userId, code })).status).toBe(200);
  });

  it('at a login of an unverified user, tells the truth about the code out there, or mails a fresh one', async () => {
    const account = await registerUnverified();
    api.clock.advance(3 * MINUTE);
    const login = () => api.post('/api/auth/login', { username: account.username, password: account.password });
    // The registration code is still good: no new code, its real remaining time.
    const early = await login();
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ requiresVerification: true, userId: account.userId, codeSent: false, expiresInSeconds: 7 * 60 });
    // Once it has expired, the login mails a new one (the resend rule) valid for 10 minutes.
    api.clock.advance(7 * MINUTE);
    const late = await login();
    expect(late.body).toMatchObject({ requiresVerification: true, codeSent: true, expiresInSeconds: 10 * 60 });
    const fresh = await api.mailbox.nextCode(account.email);
    // A second login right after sends nothing more: that code is out for 10 minutes less a second.
    api.clock.advance(1000);
    expect((await login()).body).toMatchObject({ codeSent: false, expiresInSeconds: 10 * 60 - 1 });
    expect((await api.post('/api/auth/verify-email', { userId: account.userId, code: fresh })).status).toBe(200);
  });

  it('answers resend for a verified user with 400 and for an unknown id with 404', async () => {
    const account = await registerUnverified();
    await api.post('/api/auth/verify-email', { userId: account.userId, code: account.code });
    expect((await api.post('/api/auth/resend-verification', { userId: account.userId })).body).toEqual({ error: 'Email is already verified', code: 'email_already_verified' });
    const unknown = await api.post('/api/auth/resend-verification', { userId: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found', code: 'user_not_found' });
  });

  it('validates the body: digits only (others stripped), exactly 6, and a user id', async () => {
    const account = await registerUnverified();
    const short = await api.post('/api/auth/verify-email', { userId: account.userId, code: '12345' });
    expect(short.body).toEqual({ error: 'Code must be exactly 6 digits', code: 'invalid_input', field: 'code' });
    expect((await api.post('/api/auth/verify-email', { userId: 'abc', code: '123456' })).body).toEqual({
      error: 'userId must be a user id',
      code: 'invalid_input',
      field: 'userId',
    });
    expect((await api.post('/api/auth/verify-email', { code: '123456' })).status).toBe(400);
    const spaced = `${account.code.slice(0, 3)} ${account.code.slice(3)}`;
    expect((await api.post('/api/auth/verify-email', { userId: String(account.userId), code: spaced })).status).toBe(200);
  });
});

describe.each(await testBackends())('e-mail verification with the mail server down on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    // A mail server that was there and is gone: every message fails.
    const mailbox = await startMailbox();
    await mailbox.close();
    api = await startTestApi(kind, { mailbox, clock: movableClock(), requireEmailVerification: true });
  });

  afterAll(() => api.close());

  it('still registers, voids the unsent code so a resend is allowed at once, and reports the failed resend', async () => {
    const account = freshAccount('nomail');
    const res = await api.post<{ userId: number }>('/api/auth/register', account);
    expect(res.status).toBe(201);
    const resend = await api.post('/api/auth/resend-verification', { userId: res.body.userId });
    expect(resend.status).toBe(503);
    expect(resend.body).toEqual({ error: 'Could not send the verification email. Please try again later.', code: 'verification_mail_failed' });
    expect(api.log.records().some((r) => r.msg === 'could not send a code by mail')).toBe(true);
  });
});
