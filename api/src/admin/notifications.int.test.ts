import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, GeneralNotification } from '@matchdrop/shared';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

describe.each(await testBackends())('admin general notifications on %s', (kind) => {
  let api: TestApi;
  let admin: TestUser;
  let users: TestUser[];

  const send = (body: unknown) => api.call<{ notification: GeneralNotification }>('POST', '/api/admin/notifications', { token: admin.token, body });
  const list = async () => (await api.call<{ notifications: GeneralNotification[] }>('GET', '/api/admin/notifications', { token: admin.token })).body.notifications;
  const inboxOf = async (user: TestUser) => (await api.call<{ notifications: AppNotification[] }>('GET', '/api/sharing/notifications', { token: user.token })).body.notifications;
  const unreadOf = async (user: TestUser) => (await api.call<{ unreadCount: number }>('GET', '/api/sharing/notifications/unread-count', { token: user.token })).body.unreadCount;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.createUser({ username: 'announcer', role: 'admin' });
    users = [await api.createUser(), await api.createUser(), await api.createUser({ is_suspended: true, suspension_reason: 'Spam' })];
  });
  afterAll(() => api.close());

  it('reaches every user as an unread notification of type other', async () => {
    const res = await send({ title: '  Maintenance  ', message: 'The game is down on Sunday.' });
    expect(res).toEqual({
      status: 201,
      body: {
        notification: {
          id: expect.any(Number),
          title: 'Maintenance',
          message: 'The game is down on Sunday.',
          created_at: expect.any(String),
          admin_username: 'announcer',
          recipient_count: 3,
        },
      },
    });
    for (const user of users) {
      expect(await inboxOf(user)).toEqual([
        {
          id: expect.any(Number),
          type: 'other',
          title: 'Maintenance',
          message: 'The game is down on Sunday.',
          created_at: res.body.notification.created_at,
          is_read: false,
          related_id: null,
          share_status: null,
          from_username: 'announcer',
        },
      ]);
      expect(await unreadOf(user)).toBe(1);
    }
    // Admins write them; they do not receive them.
    expect(await inboxOf(admin)).toEqual([]);
  });

  it('lists them newest first', async () => {
    await send({ title: 'Second', message: 'More news' });
    expect((await list()).map((n) => n.title)).toEqual(['Second', 'Maintenance']);
  });

  it('deleting one removes it from the list and from every user’s notifications', async () => {
    const { body } = await send({ title: 'Oops', message: 'Sent by mistake' });
    expect((await inboxOf(users[0]!)).map((n) => n.title)).toContain('Oops');
    expect(await api.call('DELETE', `/api/admin/notifications/${body.notification.id}`, { token: admin.token })).toEqual({
      status: 200,
      body: { message: 'Notification deleted' },
    });
    expect((await list()).map((n) => n.title)).not.toContain('Oops');
    for (const user of users) expect((await inboxOf(user)).map((n) => n.title)).not.toContain('Oops');
    expect((await inboxOf(users[1]!)).map((n) => n.title)).toEqual(['Second', 'Maintenance']);
    expect(await api.call('DELETE', `/api/admin/notifications/${body.notification.id}`, { token: admin.token })).toEqual({
      status: 404,
      body: { error: 'Notification not found', code: 'notification_not_found' },
    });
    expect((await api.call('DELETE', '/api/admin/notifications/abc', { token: admin.token })).body).toEqual({
      error: 'Invalid notification id',
      code: 'invalid_input',
      field: 'id',
    });
  });

  it('a user deleting their copy leaves the others and lowers the recipient count', async () => {
    const { body } = await send({ title: 'Counted', message: 'Three copies' });
    const copy = (await inboxOf(users[0]!)).find((n) => n.title === 'Counted')!;
    expect((await api.call('DELETE', `/api/sharing/notifications/${copy.id}`, { token: users[0]!.token })).status).toBe(200);
    expect((await list()).find((n) => n.id === body.notification.id)?.recipient_count).toBe(2);
  });

  it('requires a title and a message, not blank, within bounds', async () => {
    const before = (await list()).length;
    expect(await send({ message: 'No title' })).toEqual({ status: 400, body: { error: 'Please enter a title', code: 'invalid_input', field: 'title' } });
    expect(await send({ title: '  ', message: 'x' })).toEqual({ status: 400, body: { error: 'Please enter a title', code: 'invalid_input', field: 'title' } });
    expect(await send({ title: 'No message', message: ' ' })).toEqual({ status: 400, body: { error: 'Please enter a message', code: 'invalid_input', field: 'message' } });
    expect(await send({ title: 'x'.repeat(201), message: 'x' })).toEqual({
      status: 400,
      body: { error: 'Title must be at most 200 characters', code: 'invalid_input', field: 'title' },
    });
    expect(await send({ title: 'x', message: 'x'.repeat(2001) })).toEqual({
      status: 400,
      body: { error: 'Message must be at most 2000 characters', code: 'invalid_input', field: 'message' },
    });
    expect((await list()).length).toBe(before);
  });
});
