import { testBackends } from '@matchdrop/db/testing';
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, verifyPassword } from '../crypto/password.js';
import { freshAccount, movableClock, useTestApi } from '../testing.js';

describe.each(await testBackends())('POST /api/auth/register on %s', (kind) => {
  const api = useTestApi(kind, { mailbox: 'start', clock: movableClock() });

  it('logs the new user in directly when no verification is required', async () => {
    const account = freshAccount();
    const res = await api().post('/api/auth/register', account);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ requiresVerification: false, message: 'Registration successful' });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      username: account.username,
      email: account.email,
      role: 'user',
      created_at: api().clock.now().toISOString(),
      createdAt: api().clock.now().toISOString(),
      is_verified: true,
      is_suspended: false,
      suspension_reason: null,
      locale: 'en',
    });
    const profile = await api().get('/api/auth/profile', { token: res.body.token as string });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toEqual(res.body.user);
  });

  it('stores a bcrypt hash, never the password', async () => {
    const account = freshAccount();
    await api().post('/api/auth/register', account);
    const row = await api().handle.db.selectFrom('users').selectAll().where('username', '=', account.username).executeTakeFirstOrThrow();
    // The spec asks for cost ≥ 10; the hash records the cost it was made with.
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(row.password_hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`));
    expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret1' }, 'Username is required', 'username'],
    [{ username: 'ab', email: 'a@example.com', password: 'secret1' }, 'Username must be at least 3 characters', 'username'],
    [{ username: 'x'.repeat(51), email: 'a@example.com', password: 'secret1' }, 'Username must be at most 50 characters', 'username'],
    [{ username: 'has space', email: 'a@example.com', password: 'secret1' }, 'Username can only contain letters, numbers and underscores', 'username'],
    [{ username: 'valid_name', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address', 'email'],
    [{ username: 'valid_name', password: 'secret1' }, 'Email is required', 'email'],
    [{ username: 'valid_name', email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters long', 'password'],
    [{ username: 'valid_name', email: 'a@example.com' }, 'Password is required', 'password'],
  ])('refuses %j with 400 "%s"', async (body, error, field) => {
    const res = await api().post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'invalid_input', field });
  });

  it('refuses a taken username, whatever its case, with 409 conflictType username', async () => {
    const account = freshAccount('Taken');
    expect((await api().post('/api/auth/register', account)).status).toBe(201);
    const res = await api().post('/api/auth/register', { ...freshAccount(), username: account.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Username already exists', code: 'username_taken', conflictType: 'username' });
  });

  it('refuses a taken e-mail, whatever its case, with 409 conflictType email and the existing username', async () => {
    const account = freshAccount();
    expect((await api().post('/api/auth/register', account)).status).toBe(201);
    const res = await api().post('/api/auth/register', { ...freshAccount(), email: account.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Email already exists', code: 'email_taken', conflictType: 'email', existingUsername: account.username });
  });

  it('answers 409, not 500, when two registrations race for the same username', async () => {
    const account = freshAccount('race');
    const answers = await Promise.all([
      api().post('/api/auth/register', account),
      api().post('/api/auth/register', { ...freshAccount(), username: account.username }),
      api().post('/api/auth/register', { ...freshAccount(), username: account.username }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ error: 'Username already exists', code: 'username_taken', conflictType: 'username' });
    }
  });

  it('answers 409 with the existing username when two registrations race for the same e-mail', async () => {
    const first = freshAccount('mailrace');
    const second = { ...freshAccount(), email: first.email };
    const answers = await Promise.all([api().post('/api/auth/register', first), api().post('/api/auth/register', second)]);
    const winner = answers.find((a) => a.status === 201);
    const loser = answers.find((a) => a.status === 409);
    expect(winner).toBeDefined();
    expect(loser?.body).toEqual({
      error: 'Email already exists',
      code: 'email_taken',
      conflictType: 'email',
      existingUsername: (winner!.body.user as { username: string }).username,
    });
  });
});
