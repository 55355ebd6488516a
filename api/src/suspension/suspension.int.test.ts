import { testBackends } from '@matchdrop/db/testing';
import { describe, expect, it } from 'vitest';
import { suspendUser, unsuspendUser } from './service.js';
import { freshAccount, movableClock, useTestApi } from '../testing.js';

describe.each(await testBackends())('/api/auth/suspension on %s', (kind) => {
  const api = useTestApi(kind, { mailbox: 'start', clock: movableClock() });

  /** A registered user, suspended at the clock's now, logged in again (suspension ends older sessions). */
  async function suspended(reason = 'Rude messages') {
    const account = freshAccount('susp');
    const reg = await api().post<{ user: { id: number } }>('/api/auth/register', account);
    const id = reg.body.user.id;
    api().clock.advance(1);
    const suspendedAt = api().clock.now();
    await suspendUser(api().handle.db, { userId: id, adminId: null, reason }, suspendedAt);
    const login = await api().post<{ token: string }>('/api/auth/login', { username: account.username, password: account.password });
    return { id, token: login.body.token, suspendedAt };
  }

  const send = (token: string, message: unknown) => api().post('/api/auth/suspension/messages', { message }, { token });

  it('status: not suspended, then suspended with the reason and when', async () => {
    const account = freshAccount('susp');
    const reg = await api().post<{ token: string; user: { id: number } }>('/api/auth/register', account);
    expect((await api().get('/api/auth/suspension/status', { token: reg.body.token })).body).toEqual({ isSuspended: false, suspensionData: null });
    const user = await suspended('Spam');
    const status = await api().get('/api/auth/suspension/status', { token: user.token });
    expect(status.body).toEqual({ isSuspended: true, suspensionData: { reason: 'Spam', suspendedAt: user.suspendedAt.toISOString() } });
  });

  it('requires a signed-in user', async () => {
    expect((await api().get('/api/auth/suspension/status')).status).toBe(401);
    expect((await api().get('/api/auth/suspension/messages')).status).toBe(401);
    expect((await api().post('/api/auth/suspension/messages', { message: 'hi' })).status).toBe(401);
  });

  it('takes 3 messages a UTC day, trimmed, then 429 with canSendMore false until the next day', async () => {
    api().clock.set(new Date('2030-05-10T22:00:00Z'));
    const { token } = await suspended();
    const first = await send(token, '  Please look again  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: { id: expect.any(Number), sender_type: 'user', message: 'Please look again', sent_at: '2030-05-10T22:00:00.001Z', is_read: false },
      canSendMore: true,
      messagesLeft: 2,
    });
    expect((await send(token, 'Second')).body).toMatchObject({ canSendMore: true, messagesLeft: 1 });
    expect((await send(token, 'Third')).body).toMatchObject({ canSendMore: false, messagesLeft: 0 });
    const fourth = await send(token, 'Fourth');
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe(String(2 * 3600));
    expect(fourth.body).toMatchObject({
      error: 'You have used all your messages for today. You can write again tomorrow (UTC).',
      code: 'daily_message_limit',
      canSendMore: false,
      messagesLeft: 0,
    });
    expect((await api().get('/api/auth/suspension/messages', { token })).body).toMatchObject({ canSendMore: false, messagesLeft: 0 });

    api().clock.set(new Date('2030-05-11T00:00:00Z'));
    expect((await api().get('/api/auth/suspension/messages', { token })).body).toMatchObject({ canSendMore: true, messagesLeft: 3 });
    expect((await send(token, 'A new day')).status).toBe(201);
  });

  it('never lets concurrent sends exceed the daily quota', async () => {
    const { token } = await suspended();
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((m) => send(token, m)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429]);
  });

  it('refuses a blank message with 400 and a user in good standing with 403', async () => {
    const { token } = await suspended();
    expect((await send(token, '   ')).body).toEqual({ error: 'Please enter a message', code: 'invalid_input', field: 'message' });
    expect((await send(token, undefined)).status).toBe(400);
    const fine = await api().post<{ token: string }>('/api/auth/register', freshAccount('fine'));
    const res = await send(fine.body.token, 'Hello');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Only suspended accounts can message the administrators here', code: 'suspended_only' });
    expect((await api().get('/api/auth/suspension/messages', { token: fine.body.token })).body).toEqual({ messages: [], canSendMore: false, messagesLeft: 0 });
  });

  it('lists the user’s messages and the admins’ replies, oldest first', async () => {
    const { id, token } = await suspended();
    await send(token, 'Why?');
    const replyAt = new Date(api().clock.now().getTime() + 60_000);
    await api().handle.db.insertInto('suspension_messages').values({ suspended_user_id: id, sender_type: 'admin', message: 'Because.', sent_at: replyAt }).execute();
    api().clock.advance(120_000);
    await send(token, 'I see');
    const res = await api().get<{ messages: Array<Record<string, unknown>> }>('/api/auth/suspension/messages', { token });
    expect(res.body.messages.map((m) => [m.sender_type, m.message])).toEqual([
      ['user', 'Why?'],
      ['admin', 'Because.'],
      ['user', 'I see'],
    ]);
    expect(Object.keys(res.body.messages[0]!).sort()).toEqual(['id', 'is_read', 'message', 'sender_type', 'sent_at']);
    expect(res.body).toMatchObject({ canSendMore: true, messagesLeft: 1 });
  });

  it('unsuspendUser gives the privileges back and ends the conversation quota', async () => {
    const { id, token } = await suspended();
    expect(await unsuspendUser(api().handle.db, id, null, api().clock.now())).toBe(true);
    expect((await api().get('/api/auth/suspension/status', { token })).body).toEqual({ isSuspended: false, suspensionData: null });
    expect((await send(token, 'Thanks')).status).toBe(403);
    expect(await unsuspendUser(api().handle.db, id, null, api().clock.now())).toBe(false);
  });
});
