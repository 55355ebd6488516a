import { testBackends } from '@matchdrop/db/testing';
import { describe, expect, it } from 'vitest';
import { suspendUser } from '../suspension/service.js';
import { freshAccount, movableClock, useTestApi } from '../testing.js';

describe.each(await testBackends())('POST /api/auth/login on %s', (kind) => {
  const api = useTestApi(kind, { mailbox: 'start', clock: movableClock() });

  async function registered(prefix?: string) {
    const account = freshAccount(prefix);
    const res = await api().post<{ user: { id: number } }>('/api/auth/register', account);
    expect(res.status).toBe(201);
    return { ...account, id: res.body.user.id };
  }

  it('logs in by username or e-mail, in any case, with a token the profile accepts', async () => {
    const account = await registered('Login');
    for (const login of [account.username, account.username.toLowerCase(), account.email.toUpperCase()]) {
      const res = await api().post('/api/auth/login', { username: login, password: account.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Login successful', user: { id: account.id, username: account.username } });
      expect(res.body).not.toHaveProperty('suspended');
      const profile = await api().get('/api/auth/profile', { token: res.body.token as string });
      expect(profile.body.user).toMatchObject({ id: account.id, email: account.email });
    }
  });

  it('answers a wrong password and an unknown user alike: 401 "Invalid username or password"', async () => {
    const account = await registered();
    const wrong = await api().post('/api/auth/login', { username: account.username, password: 'wrong-password' });
    const unknown = await api().post('/api/auth/login', { username: 'nobody_at_all', password: 'wrong-password' });
    const unknownEmail = await api().post('/api/auth/login', { username: 'nobody@example.com', password: 'wrong-password' });
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid username or password', code: 'invalid_credentials' });
    }
  });

  it('spends the same bcrypt time on an unknown user as on a wrong password', async () => {
    const account = await registered();
    const timed = async (username: string): Promise<number> => {
      const started = performance.now();
      await api().post('/api/auth/login', { username, password: 'wrong-password' });
      return performance.now() - started;
    };
    await timed('warm_up_unknown');
    // Medians of alternating samples: one sample each was at the mercy of whatever else the machine ran meanwhile.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      knownTimes.push(await timed(account.username));
      unknownTimes.push(await timed(`nobody_here_${i}`));
    }
    const median = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    // A cost-10 bcrypt comparison takes tens of milliseconds; a lookup that finds nothing takes a few.
    expect(known).toBeGreaterThan(25);
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it.each([
    [{ password: 'x' }, 'Please enter your username or email', 'username'],
    [{ username: '   ', password: 'x' }, 'Please enter your username or email', 'username'],
    [{ username: 'someone' }, 'Please enter your password', 'password'],
    [{ username: 'someone', password: '' }, 'Please enter your password', 'password'],
  ])('refuses %j with 400 "%s"', async (body, error, field) => {
    const res = await api().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'invalid_input', field });
  });

  it('refuses an unverified account with 403, requiresVerification and its id, but only with the right password', async () => {
    const account = await registered();
    await api().handle.db.updateTable('users').set({ is_verified: false }).where('id', '=', account.id).execute();
    const res = await api().post('/api/auth/login', { username: account.username, password: account.password });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'Please verify your email before logging in', code: 'email_not_verified', requiresVerification: true, userId: account.id });
    const wrong = await api().post('/api/auth/login', { username: account.username, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
  });

  it('lets a suspended user log in, flagged, with the reason and the admins’ latest message', async () => {
    const account = await registered();
    expect(await suspendUser(api().handle.db, { userId: account.id, adminId: null, reason: 'Spamming shares' }, api().clock.now())).toBe(true);
    const first = await api().post('/api/auth/login', { username: account.username, password: account.password });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Login successful',
      suspended: true,
      suspensionReason: 'Spamming shares',
      adminMessage: null,
      user: { id: account.id, is_suspended: true, suspension_reason: 'Spamming shares' },
    });
    expect(first.body.token).toEqual(expect.any(String));

    const sentAt = api().clock.now().getTime();
    await api()
      .handle.db.insertInto('suspension_messages')
      .values([
        { suspended_user_id: account.id, sender_type: 'admin', message: 'First note', sent_at: new Date(sentAt + 1000) },
        { suspended_user_id: account.id, sender_type: 'user', sender_id: account.id, message: 'Mine', sent_at: new Date(sentAt + 3000) },
        { suspended_user_id: account.id, sender_type: 'admin', message: 'Latest note', sent_at: new Date(sentAt + 2000) },
      ])
      .execute();
    const second = await api().post('/api/auth/login', { username: account.username, password: account.password });
    expect(second.body.adminMessage).toBe('Latest note');
  });

  it('gives a suspended user without a stored reason the default "Account suspended"', async () => {
    const account = await registered();
    await api().handle.db.updateTable('users').set({ is_suspended: true, suspension_reason: null }).where('id', '=', account.id).execute();
    const res = await api().post('/api/auth/login', { username: account.username, password: account.password });
    expect(res.body).toMatchObject({ suspended: true, suspensionReason: 'Account suspended' });
  });
});
