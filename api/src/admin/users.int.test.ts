import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AdminUserDetails, UsersPage } from '@matchdrop/shared';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(await testBackends())('admin stats and users on %s', (kind) => {
  let api: TestApi;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let old: TestUser;

  const get = <T>(path: string) => api.call<T>('GET', path, { token: admin.token });
  const createdDaysAgo = (user: TestUser, days: number, now: Date) =>
    api.handle.db
      .updateTable('users')
      .set({ created_at: new Date(now.getTime() - days * DAY_MS) })
      .where('id', '=', user.id)
      .execute();
  const addGame = async (owner: TestUser, name: string, isPublic = false) =>
    (
      await api.handle.db
        .insertInto('dictionaries')
        .values({ owner_id: owner.id, name, data: { a: 'b', b: 'a', c: 'd', d: 'c' }, is_public: isPublic })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.createUser({ username: 'Head_Admin', role: 'admin' });
    alice = await api.createUser({ username: 'Alice_Smith' });
    bob = await api.createUser({ username: 'bob', is_suspended: true, suspension_reason: 'Spam' });
    old = await api.createUser({ username: 'veteran', email: 'old.timer@example.test' });
    const now = api.clock.now();
    // The window is "the last 30 days" by the API's clock: 29 days ago is in it, 31 is not.
    for (const user of [admin, alice, bob]) await createdDaysAgo(user, 29, now);
    await createdDaysAgo(old, 31, now);
    const game = await addGame(alice, 'Capitals', false);
    await addGame(alice, 'Elements', true);
    await addGame(old, 'Verbs', true);
    await api.handle.db
      .insertInto('shares')
      .values([
        { dictionary_id: game, sender_id: alice.id, recipient_id: bob.id },
        { dictionary_id: game, sender_id: alice.id, recipient_id: old.id, status: 'accept' },
      ])
      .execute();
    await api.handle.db
      .insertInto('suspension_messages')
      .values([
        { suspended_user_id: bob.id, sender_type: 'user', sender_id: bob.id, message: 'One' },
        { suspended_user_id: bob.id, sender_type: 'user', sender_id: bob.id, message: 'Two', is_read: true },
        { suspended_user_id: bob.id, sender_type: 'admin', sender_id: admin.id, message: 'Reply' },
        { suspended_user_id: bob.id, sender_type: 'user', sender_id: bob.id, message: 'Three' },
      ])
      .execute();
  });
  afterAll(() => api.close());

  it('GET /stats counts users, suspensions, games, shares, unread user messages and new users', async () => {
    const res = await get<AdminStats>('/api/admin/stats');
    expect(res).toEqual({
      status: 200,
      body: {
        total_users: 4,
        suspended_users: 1,
        total_dictionaries: 3,
        public_dictionaries: 2,
        total_shares: 2,
        unread_messages: 2,
        new_users_30_days: 3,
      },
    });
  });

  it('GET /users lists everyone newest first with the counts, defaults page 1 and limit 50', async () => {
    const res = await get<UsersPage>('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, limit: 50, totalPages: 1 });
    expect(res.body.users.map((u) => u.username)).toEqual(['bob', 'Alice_Smith', 'Head_Admin', 'veteran']);
    expect(res.body.users.find((u) => u.id === alice.id)).toEqual({
      id: alice.id,
      username: 'Alice_Smith',
      email: expect.stringMatching(/@example\.test$/),
      role: 'user',
      created_at: expect.any(String),
      createdAt: expect.any(String),
      is_verified: true,
      is_suspended: false,
      suspension_reason: null,
      locale: 'en',
      dictionary_count: 2,
      shares_sent: 2,
      shares_received: 0,
    });
    expect(res.body.users.find((u) => u.id === bob.id)).toMatchObject({ is_suspended: true, suspension_reason: 'Spam', dictionary_count: 0, shares_sent: 0, shares_received: 1 });
  });

  it('pages with page and limit, and reports the total pages', async () => {
    const first = await get<UsersPage>('/api/admin/users?page=1&limit=3');
    const second = await get<UsersPage>('/api/admin/users?page=2&limit=3');
    const beyond = await get<UsersPage>('/api/admin/users?page=9&limit=3');
    expect(first.body).toMatchObject({ total: 4, page: 1, limit: 3, totalPages: 2 });
    expect(first.body.users.map((u) => u.username)).toEqual(['bob', 'Alice_Smith', 'Head_Admin']);
    expect(second.body.users.map((u) => u.username)).toEqual(['veteran']);
    expect(beyond.body).toMatchObject({ users: [], total: 4, page: 9 });
    expect((await get<UsersPage>('/api/admin/users?page=&limit=')).body).toMatchObject({ page: 1, limit: 50 });
  });

  it('lowers a limit above 100 to 100', async () => {
    expect((await get<UsersPage>('/api/admin/users?limit=5000')).body).toMatchObject({ limit: 100, totalPages: 1 });
  });

  it('answers 400 to a bad page, limit or search', async () => {
    for (const [query, error] of [
      ['page=0', 'page must be at least 1'],
      ['page=-2', 'page must be at least 1'],
      ['page=abc', 'page must be a whole number'],
      ['page=1.5', 'page must be a whole number'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=ten', 'limit must be a whole number'],
      ['search=a&search=b', 'search must be a single text'],
      [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ] as const) {
      expect({ query, ...(await get(`/api/admin/users?${query}`)) }).toEqual({ query, status: 400, body: { error, code: 'invalid_input', field: query.split('=')[0] } });
    }
  });

  it('searches usernames and e-mails case-insensitively, wildcards taken literally', async () => {
    const names = async (search: string) => (await get<UsersPage>(`/api/admin/users?search=${encodeURIComponent(search)}`)).body;
    expect((await names('ALICE')).users.map((u) => u.username)).toEqual(['Alice_Smith']);
    expect(await names('  smith ')).toMatchObject({ total: 1 });
    expect((await names('OLD.TIMER@EXAMPLE')).users.map((u) => u.username)).toEqual(['veteran']);
    expect((await names('e_s')).users.map((u) => u.username)).toEqual(['Alice_Smith']);
    // As LIKE patterns, '%' would match everyone and 'i_e' would match "alice".
    expect(await names('%')).toMatchObject({ users: [], total: 0, totalPages: 0 });
    expect(await names('i_e')).toMatchObject({ users: [], total: 0 });
  });

  it('narrows the list to suspended or active accounts with status, together with search', async () => {
    const names = async (query: string) => (await get<UsersPage>(`/api/admin/users?${query}`)).body;
    expect(await names('status=suspended')).toMatchObject({ total: 1, users: [{ username: 'bob', suspension_reason: 'Spam' }] });
    expect((await names('status=active')).users.map((u) => u.username)).toEqual(['Alice_Smith', 'Head_Admin', 'veteran']);
    expect(await names('status=active&search=bob')).toMatchObject({ total: 0 });
    expect(await names('status=all')).toMatchObject({ total: 4 });
    expect(await get('/api/admin/users?status=banned')).toEqual({
      status: 400,
      body: { error: 'status must be one of all, suspended, active', code: 'invalid_input', field: 'status' },
    });
  });

  it('GET /users/{id} shows the user, their games, shares both ways and the suspension history', async () => {
    await api.handle.db
      .insertInto('suspensions')
      .values([{ user_id: alice.id, admin_id: admin.id, reason: 'First warning', created_at: '2025-01-01T00:00:00Z', lifted_at: '2025-01-02T00:00:00Z', lifted_by: admin.id }])
      .execute();
    const res = await get<AdminUserDetails>(`/api/admin/users/${alice.id}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: alice.id, username: 'Alice_Smith', role: 'user' });
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(res.body.dictionaries).toEqual([
      { id: expect.any(Number), name: 'Elements', is_public: true, category: null, created_at: expect.any(String), pair_count: 2 },
      { id: expect.any(Number), name: 'Capitals', is_public: false, category: null, created_at: expect.any(String), pair_count: 2 },
    ]);
    expect(res.body.shares.sent.map((s) => [s.dictionary_name, s.username, s.status]).sort()).toEqual([
      ['Capitals', 'bob', 'pending'],
      ['Capitals', 'veteran', 'accept'],
    ]);
    expect(res.body.shares.received).toEqual([]);
    expect(res.body.suspensions).toEqual([
      {
        id: expect.any(Number),
        reason: 'First warning',
        admin: 'Head_Admin',
        created_at: '2025-01-01T00:00:00.000Z',
        lifted_at: '2025-01-02T00:00:00.000Z',
        lifted_by: 'Head_Admin',
      },
    ]);
    const bobs = await get<AdminUserDetails>(`/api/admin/users/${bob.id}`);
    expect(bobs.body.shares.received).toEqual([
      { id: expect.any(Number), dictionary_id: expect.any(Number), dictionary_name: 'Capitals', username: 'Alice_Smith', status: 'pending', created_at: expect.any(String) },
    ]);
  });

  it('GET /users/{id} answers 404 for an unknown user and 400 for a bad id', async () => {
    expect(await get('/api/admin/users/999999')).toEqual({ status: 404, body: { error: 'User not found', code: 'user_not_found' } });
    expect(await get('/api/admin/users/abc')).toEqual({ status: 400, body: { error: 'Invalid user id', code: 'invalid_input', field: 'id' } });
  });
});
