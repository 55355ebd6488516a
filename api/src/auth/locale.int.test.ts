import { testBackends } from '@matchdrop/db/testing';
import { isErrorCode } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAccount, linkIn, movableClock, startTestApi, type TestApi } from '../testing.js';

describe.each(await testBackends())('the account language on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { mailbox: 'start', clock: movableClock(), requireEmailVerification: true });
  });
  afterAll(() => api.close());

  const put = (locale: unknown, token?: string) => api.call('PUT', '/api/auth/profile/locale', { body: { locale }, token });

  /** Registers in `locale`, verifies with the mailed code, and returns the session. */
  async function registerVerified(locale?: string) {
    const account = freshAccount('locale');
    const res = await api.post<{ userId: number }>('/api/auth/register', locale === undefined ? account : { ...account, locale });
    expect(res.status).toBe(201);
    const code = await api.mailbox.nextCode(account.email);
    const verified = await api.post('/api/auth/verify-email', { userId: res.body.userId, code });
    expect(verified.status).toBe(200);
    return { ...account, userId: res.body.userId, token: verified.body.token as string, user: verified.body.user as { locale: string } };
  }

  it('mails the verification code in Russian to an account registered in Russian, code and link kept', async () => {
    const account = freshAccount('locale_ru');
    const res = await api.post<{ userId: number }>('/api/auth/register', { ...account, locale: 'ru' });
    expect(res.status).toBe(201);
    const mail = await api.mailbox.nextMail(account.email);
    expect(mail.subject).toBe('Код подтверждения MatchDrop');
    const code = /Ваш код подтверждения: (\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Код действует 10 минут');
    expect(mail.text).toContain('Если вы не создавали аккаунт MatchDrop');
    expect(mail.text).not.toContain('Your verification code');
    expect(Object.fromEntries(linkIn(mail, '/verify-email').searchParams)).toMatchObject({ user: String(res.body.userId), code });

    const verified = await api.post('/api/auth/verify-email', { userId: res.body.userId, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ locale: 'ru' });
  });

  it('registers in English when no language is given', async () => {
    const { user, email } = await registerVerified();
    expect(user.locale).toBe('en');
    await api.post('/api/auth/forgot-password', { email });
    expect((await api.mailbox.nextMail(email)).subject).toBe('Your MatchDrop password reset code');
  });

  it('mails the reset code in Chinese to an account in Chinese, whoever asks for it', async () => {
    const { email } = await registerVerified('zh');
    const forgot = await api.post('/api/auth/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const mail = await api.mailbox.nextMail(email);
    expect(mail.subject).toBe('您的 MatchDrop 密码重置验证码');
    const code = /您的密码重置验证码是：(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('验证码将在 10 分钟后');
    expect(Object.fromEntries(linkIn(mail, '/reset-password').searchParams)).toMatchObject({ request: forgot.body.userId, code });
    const reset = await api.post('/api/auth/reset-password', { userId: forgot.body.userId, code, newPassword: 'another-password' });
    expect(reset.status).toBe(200);
  });

  it('changes the language with PUT /api/auth/profile/locale, and later mail follows it', async () => {
    const { token, email } = await registerVerified('ru');
    const changed = await put('zh', token);
    expect(changed).toEqual({ status: 200, body: { locale: 'zh' } });
    expect((await api.get('/api/auth/profile', { token })).body.user).toMatchObject({ locale: 'zh' });
    await api.post('/api/auth/forgot-password', { email });
    expect((await api.mailbox.nextMail(email)).subject).toBe('您的 MatchDrop 密码重置验证码');

    expect((await put('en', token)).body).toEqual({ locale: 'en' });
    api.clock.advance(11 * 60_000);
    await api.post('/api/auth/forgot-password', { email });
    expect((await api.mailbox.nextMail(email)).subject).toBe('Your MatchDrop password reset code');
  });

  it('refuses any other language with a 400 and its code, and keeps the one it had', async () => {
    const { token } = await registerVerified('ru');
    for (const bad of ['de', 'RU', '', 7, null]) {
      const res = await put(bad, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_input', field: 'locale' });
      expect(typeof res.body.error).toBe('string');
    }
    const missing = await api.call('PUT', '/api/auth/profile/locale', { body: {}, token });
    expect(missing.body).toEqual({ error: 'locale is required', code: 'invalid_input', field: 'locale' });
    expect((await put('de', token)).body.error).toBe('locale must be one of en, ru, zh');
    expect((await api.get('/api/auth/profile', { token })).body.user).toMatchObject({ locale: 'ru' });

    const register = await api.post('/api/auth/register', { ...freshAccount('locale_bad'), locale: 'fr' });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ code: 'invalid_input', field: 'locale' });
  });

  it('asks for a login before changing a language', async () => {
    const res = await put('ru');
    expect(res).toEqual({ status: 401, body: { error: 'Authentication required', code: 'auth_required' } });
    expect(isErrorCode(res.body.code)).toBe(true);
  });
});
