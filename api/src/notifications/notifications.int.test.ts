import { testBackends } from '@matchdrop/db/testing';
import type { NotificationType } from '@matchdrop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '@matchdrop/shared';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

type Listed = { notifications: AppNotification[] };

describe.each(await testBackends())('notifications on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;

  const notify = async (user: TestUser, title: string, extra: { type?: NotificationType; from?: TestUser; related_id?: number } = {}) => {
    const row = await api.handle.db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        type: extra.type ?? 'other',
        title,
        message: `${title}!`,
        from_user_id: extra.from?.id ?? null,
        related_id: extra.related_id ?? null,
        created_at: api.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const list = async (user: TestUser) => (await api.call<Listed>('GET', '/api/sharing/notifications', { token: user.token })).body.notifications;
  const unread = async (user: TestUser) => (await api.call<{ unreadCount: number }>('GET', '/api/sharing/notifications/unread-count', { token: user.token })).body.unreadCount;

  beforeAll(async () => {
    api = await startTestApi(kind);
    [alice, bob] = await api.createUsers(2);
  });
  afterAll(() => api.close());

  it('lists only the caller’s notifications, newest first, in the spec’s shape', async () => {
    await notify(alice, 'First');
    await notify(alice, 'Second', { from: bob });
    await notify(bob, 'For bob');
    const res = await api.call<Listed>('GET', '/api/sharing/notifications', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.notifications.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(res.body.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'other',
      title: 'Second',
      message: 'Second!',
      created_at: expect.any(String),
      is_read: false,
      related_id: null,
      share_status: null,
      from_username: bob.username,
    });
  });

  it('reads share_status from the related share only for share notifications', async () => {
    const carol = await api.createUser();
    const game = await api.handle.db
      .insertInto('dictionaries')
      .values({ owner_id: alice.id, name: 'G', data: { a: 'b', b: 'a' } })
      .returning('id')
      .executeTakeFirstOrThrow();
    const share = await api.handle.db
      .insertInto('shares')
      .values({ dictionary_id: game.id, sender_id: alice.id, recipient_id: carol.id, status: 'reject' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notify(carol, 'Shared', { type: 'dictionary_share_received', related_id: share.id, from: alice });
    await notify(carol, 'Unrelated', { type: 'other', related_id: share.id });
    const [unrelated, shared] = await list(carol);
    expect(unrelated).toMatchObject({ title: 'Unrelated', share_status: null });
    expect(shared).toMatchObject({ title: 'Shared', share_status: 'reject', related_id: share.id, from_username: alice.username });
  });

  it('counts unread notifications and marks one read', async () => {
    const dave = await api.createUser();
    const first = await notify(dave, 'One');
    await notify(dave, 'Two');
    expect(await unread(dave)).toBe(2);
    expect(await api.call('POST', `/api/sharing/notifications/${first}/read`, { token: dave.token })).toEqual({
      status: 200,
      body: { message: 'Notification marked as read' },
    });
    expect(await unread(dave)).toBe(1);
    expect((await list(dave)).find((n) => n.id === first)?.is_read).toBe(true);
  });

  it('marks all of the caller’s notifications read, and no one else’s', async () => {
    const erin = await api.createUser();
    await notify(erin, 'A');
    await notify(erin, 'B');
    const bobsBefore = await unread(bob);
    expect(bobsBefore).toBeGreaterThan(0);
    expect(await api.call('POST', '/api/sharing/notifications/read-all', { token: erin.token })).toEqual({
      status: 200,
      body: { message: 'All notifications marked as read', updated: 2 },
    });
    expect(await unread(erin)).toBe(0);
    expect(await unread(bob)).toBe(bobsBefore);
  });

  it('deletes the caller’s own notification', async () => {
    const id = await notify(alice, 'Doomed');
    expect(await api.call('DELETE', `/api/sharing/notifications/${id}`, { token: alice.token })).toEqual({
      status: 200,
      body: { message: 'Notification deleted' },
    });
    expect((await list(alice)).some((n) => n.id === id)).toBe(false);
  });

  it('treats another user’s notification as missing (404), and a bad id as 400', async () => {
    const id = await notify(bob, 'Private');
    const notFound = { status: 404, body: { error: 'Notification not found', code: 'notification_not_found' } };
    expect(await api.call('POST', `/api/sharing/notifications/${id}/read`, { token: alice.token })).toEqual(notFound);
    expect(await api.call('DELETE', `/api/sharing/notifications/${id}`, { token: alice.token })).toEqual(notFound);
    expect((await list(bob)).find((n) => n.id === id)?.is_read).toBe(false);
    expect(await api.call('DELETE', '/api/sharing/notifications/x1', { token: alice.token })).toEqual({
      status: 400,
      body: { error: 'Invalid notification id', code: 'invalid_input', field: 'id' },
    });
  });

  it('requires a login, but not an active account', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/unread-count'],
      ['POST', '/read-all'],
      ['POST', '/1/read'],
      ['DELETE', '/1'],
    ] as const) {
      expect((await api.call(method, `/api/sharing/notifications${path}`)).status).toBe(401);
    }
    const suspended = await api.createUser({ is_suspended: true });
    await notify(suspended, 'Still yours');
    expect(await unread(suspended)).toBe(1);
  });
});
