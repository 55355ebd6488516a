import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAdminRoute, startTestApi, type TestApi, type TestUser } from '../testing.js';

describe.each(await testBackends())('admin access on %s', (kind) => {
  let api: TestApi;
  let admin: TestUser;
  let user: TestUser;
  let suspended: TestUser;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.createUser({ username: 'chief', role: 'admin', password: 'admin-pass' });
    user = await api.createUser({ username: 'pupil', password: 'pupil-pass' });
    suspended = await api.createUser({ username: 'rogue', is_suspended: true, suspension_reason: 'Spam' });
  });
  afterAll(() => api.close());

  it('answers 401 without a token on every admin route, and changes nothing', async () => {
    for (const route of everyAdminRoute(user.id)) {
      const res = await api.call(route.method, route.path, { body: route.body });
      expect({ route: route.path, status: res.status, body: res.body }).toEqual({
        route: route.path,
        status: 401,
        body: { error: 'Authentication required', code: 'auth_required' },
      });
    }
    expect((await api.handle.db.selectFrom('users').select('is_suspended').where('id', '=', user.id).executeTakeFirstOrThrow()).is_suspended).toBe(false);
  });

  it('answers 403 to a regular and to a suspended user on every admin route, and changes nothing', async () => {
    for (const caller of [user, suspended]) {
      for (const route of everyAdminRoute(user.id)) {
        const res = await api.call(route.method, route.path, { token: caller.token, body: route.body });
        expect({ route: route.path, status: res.status, body: res.body }).toEqual({
          route: route.path,
          status: 403,
          body: { error: 'Admin access required', code: 'admin_required' },
        });
      }
    }
    expect(await api.handle.db.selectFrom('general_notifications').selectAll().execute()).toEqual([]);
    expect(await api.handle.db.selectFrom('suspensions').selectAll().execute()).toEqual([]);
  });

  it('answers 401 to a forged token and lets an admin through', async () => {
    expect((await api.call('GET', '/api/admin/stats', { token: 'not-a-token' })).status).toBe(401);
    expect((await api.call('GET', '/api/admin/stats', { token: admin.token })).status).toBe(200);
  });

  it('an admin token stops working as soon as the account is no longer an admin', async () => {
    const former = await api.createUser({ role: 'admin' });
    expect((await api.call('GET', '/api/admin/inbox', { token: former.token })).status).toBe(200);
    await api.handle.db.updateTable('users').set({ role: 'user' }).where('id', '=', former.id).execute();
    expect((await api.call('GET', '/api/admin/inbox', { token: former.token })).status).toBe(403);
  });

  describe('POST /api/admin/login', () => {
    it('logs an admin in with the normal login answer, by username or e-mail', async () => {
      const res = await api.call<{ token: string; user: Record<string, unknown>; message: string }>('POST', '/api/admin/login', {
        body: { username: 'CHIEF', password: 'admin-pass' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: admin.id, username: 'chief', role: 'admin' }), message: 'Admin login successful' });
      expect((await api.call('GET', '/api/admin/stats', { token: res.body.token })).status).toBe(200);
      const byEmail = await api.call('POST', '/api/admin/login', { body: { username: admin.email, password: 'admin-pass' } });
      expect(byEmail.status).toBe(200);
    });

    it('refuses a wrong password or an unknown account with 401', async () => {
      expect(await api.call('POST', '/api/admin/login', { body: { username: 'chief', password: 'wrong-pass' } })).toEqual({
        status: 401,
        body: { error: 'Invalid admin credentials', code: 'invalid_credentials' },
      });
      expect(await api.call('POST', '/api/admin/login', { body: { username: 'nobody', password: 'admin-pass' } })).toEqual({
        status: 401,
        body: { error: 'Invalid admin credentials', code: 'invalid_credentials' },
      });
      expect(await api.call('POST', '/api/admin/login', { body: { username: 'pupil', password: 'wrong-pass' } })).toEqual({
        status: 401,
        body: { error: 'Invalid admin credentials', code: 'invalid_credentials' },
      });
    });

    it('refuses a regular account with the right password with 403 and no token', async () => {
      expect(await api.call('POST', '/api/admin/login', { body: { username: 'pupil', password: 'pupil-pass' } })).toEqual({
        status: 403,
        body: { error: 'Admin access required', code: 'admin_required' },
      });
    });

    it('answers 400 with the field named for a missing username or password', async () => {
      expect(await api.call('POST', '/api/admin/login', { body: { password: 'x' } })).toEqual({
        status: 400,
        body: { error: 'Please enter your username or email', code: 'invalid_input', field: 'username' },
      });
      expect(await api.call('POST', '/api/admin/login', { body: { username: 'chief' } })).toEqual({
        status: 400,
        body: { error: 'Please enter your password', code: 'invalid_input', field: 'password' },
      });
      expect((await api.call('POST', '/api/admin/login', {})).status).toBe(400);
    });

    it('limits failed attempts per account with 429', async () => {
      const target = await api.createUser({ role: 'admin' });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await api.call('POST', '/api/admin/login', { body: { username: target.username, password: `guess-${i}` } })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('never counts a successful login: an admin logging in often is not locked out, and a success clears the failures', async () => {
      const login = (password: string) => api.call('POST', '/api/admin/login', { body: { username: 'chief', password } });
      for (let i = 0; i < 12; i += 1) expect((await login('admin-pass')).status).toBe(200);
      for (let i = 0; i < 9; i += 1) expect((await login('wrong-pass')).status).toBe(401);
      expect((await login('admin-pass')).status).toBe(200);
      for (let i = 0; i < 9; i += 1) expect((await login('wrong-pass')).status).toBe(401);
      expect((await login('admin-pass')).status).toBe(200);
    });
  });
});
