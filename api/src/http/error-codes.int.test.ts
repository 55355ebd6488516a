import { testBackends } from '@matchdrop/db/testing';
import { ERROR_CODES, type ErrorCode } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../auth/limits.js';
import { freshAccount, movableClock, useTestApi, type Answer } from '../testing.js';

/** An error answer: its status, an English text, and a code of the shared list (the one expected). */
function expectCoded(res: Answer, status: number, code: ErrorCode): void {
  expect(res.status).toBe(status);
  expect(typeof res.body?.error).toBe('string');
  expect(ERROR_CODES).toContain(res.body.code);
  expect(res.body.code).toBe(code);
}

describe.each(await testBackends())('error answers carry a stable code on %s', (kind) => {
  const api = useTestApi(kind, { clock: movableClock() });

  it('bad input: invalid_input with the field, invalid_json, control_character', async () => {
    const missing = await api().post('/api/auth/register', { email: 'a@example.com', password: 'secret-password' });
    expectCoded(missing, 400, 'invalid_input');
    expect(missing.body).toEqual({ error: 'Username is required', code: 'invalid_input', field: 'username' });
    const nested = await api().post('/api/auth/register', { ...freshAccount('coded'), email: 'not an address' });
    expectCoded(nested, 400, 'invalid_input');
    expect(nested.body.field).toBe('email');

    const broken = await fetch(`${api().url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expectCoded({ status: broken.status, body: await broken.json(), headers: broken.headers }, 400, 'invalid_json');
    expectCoded(await api().post('/api/auth/login', { username: 'a\u0000b', password: 'x' }), 400, 'control_character');
  });

  it('unauthenticated: auth_required without a token, auth_failed with a bad one; invalid_credentials for a wrong password', async () => {
    expectCoded(await api().get('/api/auth/profile'), 401, 'auth_required');
    expectCoded(await api().get('/api/auth/profile', { token: 'not-a-token' }), 401, 'auth_failed');
    const user = await api().createUser({ password: 'right-password' });
    expectCoded(await api().post('/api/auth/login', { username: user.username, password: 'wrong-password' }), 401, 'invalid_credentials');
  });

  it('not found: not_found for an unknown endpoint, game_not_found for an unknown game', async () => {
    expectCoded(await api().get('/api/no-such-thing'), 404, 'not_found');
    const user = await api().createUser();
    expectCoded(await api().get('/api/v2/dictionaries/999999', { token: user.token }), 404, 'game_not_found');
  });

  it('conflict: username_taken, and email_taken with the existing username', async () => {
    const account = freshAccount('coded');
    expect((await api().post('/api/auth/register', account)).status).toBe(201);
    expectCoded(await api().post('/api/auth/register', { ...account, email: `other_${account.email}` }), 409, 'username_taken');
    const sameEmail = await api().post('/api/auth/register', { ...account, username: `${account.username}_2` });
    expectCoded(sameEmail, 409, 'email_taken');
    expect(sameEmail.body.existingUsername).toBe(account.username);
  });

  it('rate-limited: too_many_login_attempts with the seconds to wait in the body', async () => {
    const user = await api().createUser({ password: 'right-password' });
    for (let i = 0; i < AUTH_LIMITS.loginPerAccount.limit; i += 1) await api().post('/api/auth/login', { username: user.username, password: 'wrong' });
    const refused = await api().post('/api/auth/login', { username: user.username, password: 'right-password' });
    expectCoded(refused, 429, 'too_many_login_attempts');
    expect(refused.body.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));
  });
});
