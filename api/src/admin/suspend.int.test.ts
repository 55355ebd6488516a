import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetails } from '@matchdrop/shared';
import { logIn, saveGame, startTestApi, type TestApi, type TestUser } from '../testing.js';

describe.each(await testBackends())('admin suspensions on %s', (kind) => {
  let api: TestApi;
  let admin: TestUser;
  let otherAdmin: TestUser;

  const suspend = (user: { id: number }, reason: unknown, by: TestUser = admin) => api.call('POST', `/api/admin/users/${user.id}/suspend`, { token: by.token, body: { reason } });
  const unsuspend = (user: { id: number }) => api.call('POST', `/api/admin/users/${user.id}/unsuspend`, { token: admin.token });

  async function member(): Promise<TestUser & { password: string }> {
    const user = await api.createUser({ password: 'member-pass' });
    return { ...user, password: 'member-pass' };
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.createUser({ role: 'admin' });
    otherAdmin = await api.createUser({ role: 'admin' });
  });
  afterAll(() => api.close());

  it('suspends at once: flag, reason, history row; the old token is refused, the next login shows the reason', async () => {
    const user = await member();
    expect((await saveGame(api, user.token)).status).toBe(201);

    const res = await suspend(user, '  Posting insults  ');
    expect(res).toEqual({
      status: 200,
      body: { message: 'User suspended', user: expect.objectContaining({ id: user.id, is_suspended: true, suspension_reason: 'Posting insults' }) },
    });
    // The session from before the suspension is over (its privileges went with it); its next request says why.
    expect(await saveGame(api, user.token)).toEqual({
      status: 401,
      body: { error: 'Your account has been suspended.', code: 'account_suspended', suspended: true, suspensionReason: 'Posting insults' },
    });
    expect(await api.call('GET', '/api/auth/profile', { token: user.token })).toEqual({
      status: 401,
      body: { error: 'Your account has been suspended.', code: 'account_suspended', suspended: true, suspensionReason: 'Posting insults' },
    });

    const login = await logIn(api, user.username, user.password);
    expect(login).toMatchObject({ suspended: true, suspensionReason: 'Posting insults', user: { is_suspended: true, suspension_reason: 'Posting insults' } });
    expect((await api.call('GET', '/api/auth/profile', { token: login.token })).body).toMatchObject({ user: { is_suspended: true, suspension_reason: 'Posting insults' } });
    expect(await saveGame(api, login.token)).toEqual({
      status: 403,
      body: { error: 'Your account is suspended: Posting insults', code: 'account_suspended', suspended: true, suspensionReason: 'Posting insults' },
    });

    const details = await api.call<AdminUserDetails>('GET', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(details.body.suspensions).toEqual([
      { id: expect.any(Number), reason: 'Posting insults', admin: admin.username, created_at: expect.any(String), lifted_at: null, lifted_by: null },
    ]);
  });

  it('unsuspends: privileges come back on the same token and the history records who lifted it', async () => {
    const user = await member();
    await suspend(user, 'Spam');
    const { token } = await logIn(api, user.username, user.password);
    expect((await saveGame(api, token)).status).toBe(403);

    expect(await unsuspend(user)).toEqual({
      status: 200,
      body: { message: 'User unsuspended', user: expect.objectContaining({ id: user.id, is_suspended: false, suspension_reason: null }) },
    });
    expect((await saveGame(api, token)).status).toBe(201);
    // The token from before the suspension stays revoked, but no longer says suspended.
    expect(await saveGame(api, user.token)).toEqual({ status: 401, body: { error: 'Session expired. Please log in again.', code: 'session_expired' } });
    const details = await api.call<AdminUserDetails>('GET', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(details.body.suspensions).toEqual([expect.objectContaining({ reason: 'Spam', admin: admin.username, lifted_at: expect.any(String), lifted_by: admin.username })]);
    expect(await unsuspend(user)).toEqual({ status: 409, body: { error: 'User is not suspended', code: 'user_not_suspended' } });

    // A second suspension adds to the history.
    expect((await suspend(user, 'Again')).status).toBe(200);
    const again = await api.call<AdminUserDetails>('GET', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(again.body.suspensions.map((s) => [s.reason, s.lifted_at === null])).toEqual([
      ['Again', true],
      ['Spam', false],
    ]);
  });

  it('requires a reason that is not blank after trimming', async () => {
    const user = await member();
    for (const reason of [undefined, '', '   ', 42]) {
      expect(await suspend(user, reason)).toEqual({ status: 400, body: { error: 'Suspension reason is required', code: 'invalid_input', field: 'reason' } });
    }
    expect(await suspend(user, 'x'.repeat(501))).toEqual({
      status: 400,
      body: { error: 'Suspension reason must be at most 500 characters', code: 'invalid_input', field: 'reason' },
    });
    expect((await api.handle.db.selectFrom('users').select('is_suspended').where('id', '=', user.id).executeTakeFirstOrThrow()).is_suspended).toBe(false);
  });

  it('refuses to suspend yourself, another admin, an unknown user, or twice', async () => {
    expect(await suspend(admin, 'Oops')).toEqual({ status: 400, body: { error: 'You cannot suspend your own account', code: 'cannot_suspend_self' } });
    expect(await suspend(otherAdmin, 'Coup')).toEqual({ status: 403, body: { error: 'Administrators cannot be suspended', code: 'cannot_suspend_admin' } });
    expect(await suspend({ id: 999_999 }, 'Ghost')).toEqual({ status: 404, body: { error: 'User not found', code: 'user_not_found' } });
    expect(await unsuspend({ id: 999_999 })).toEqual({ status: 404, body: { error: 'User not found', code: 'user_not_found' } });
    expect((await api.call('POST', '/api/admin/users/0/suspend', { token: admin.token, body: { reason: 'x' } })).status).toBe(400);

    const user = await member();
    expect((await suspend(user, 'First')).status).toBe(200);
    expect(await suspend(user, 'Second')).toEqual({ status: 409, body: { error: 'User is already suspended', code: 'already_suspended' } });
    expect((await api.handle.db.selectFrom('users').select('suspension_reason').where('id', '=', user.id).executeTakeFirstOrThrow()).suspension_reason).toBe('First');
  });

  it('two admins suspending at once: one succeeds, the other gets 409', async () => {
    const user = await member();
    const answers = await Promise.all([suspend(user, 'By one'), suspend(user, 'By two', otherAdmin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await api.handle.db.selectFrom('suspensions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('calls the userSuspended hook with the user id after a suspension, and only then', async () => {
    const calls: number[] = [];
    const hooked = await startTestApi(kind, { handle: api.handle, clock: api.clock, events: { userSuspended: (userId) => calls.push(userId) } });
    try {
      const call = (path: string, body?: unknown) => hooked.post(path, body, { token: admin.token });
      const user = await member();
      expect((await call(`/api/admin/users/${user.id}/suspend`, { reason: '' })).status).toBe(400);
      expect(calls).toEqual([]);
      expect((await call(`/api/admin/users/${user.id}/suspend`, { reason: 'Cheating in rooms' })).status).toBe(200);
      expect(calls).toEqual([user.id]);
      expect((await call(`/api/admin/users/${user.id}/suspend`, { reason: 'Again' })).status).toBe(409);
      expect((await call(`/api/admin/users/${user.id}/unsuspend`)).status).toBe(200);
      expect(calls).toEqual([user.id]);
    } finally {
      await hooked.close();
    }
  });

  it('a failing hook is logged and the suspension still stands', async () => {
    const failing = () => {
      throw new Error('rooms unavailable');
    };
    const hooked = await startTestApi(kind, { handle: api.handle, clock: api.clock, events: { userSuspended: failing } });
    try {
      const user = await member();
      expect((await hooked.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Abuse' }, { token: admin.token })).status).toBe(200);
      expect(hooked.log.records().some((r) => r.msg === 'the userSuspended hook failed')).toBe(true);
      expect((await logIn(api, user.username, user.password)).suspended).toBe(true);
    } finally {
      await hooked.close();
    }
  });
});
