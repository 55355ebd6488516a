import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, InboxConversation, InboxMessage } from '@matchdrop/shared';
import { logIn, startTestApi, type TestApi, type TestUser } from '../testing.js';

type Inbox = { conversations: InboxConversation[] };
type UserThread = { messages: Array<{ sender_type: string; message: string }>; canSendMore: boolean; messagesLeft: number };

describe.each(await testBackends())('admin inbox on %s', (kind) => {
  let api: TestApi;
  let admin: TestUser;

  const inbox = async () => (await api.call<Inbox>('GET', '/api/admin/inbox', { token: admin.token })).body.conversations;
  const reply = (user: { id: number }, body: unknown) => api.call<{ message: InboxMessage }>('POST', `/api/admin/users/${user.id}/message`, { token: admin.token, body });
  const unread = async () => (await api.call<AdminStats>('GET', '/api/admin/stats', { token: admin.token })).body.unread_messages;

  /** A user suspended by the admin, logged in again, who wrote `messages` to the admins. */
  async function suspendedWriter(reason: string, messages: string[]) {
    const user = await api.createUser({ password: 'writer-pass' });
    expect((await api.call('POST', `/api/admin/users/${user.id}/suspend`, { token: admin.token, body: { reason } })).status).toBe(200);
    const { token } = await logIn(api, user.username, 'writer-pass');
    for (const message of messages) {
      expect((await api.call('POST', '/api/auth/suspension/messages', { token, body: { message } })).status).toBe(201);
    }
    return { ...user, token };
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.createUser({ username: 'moderator', role: 'admin' });
  });
  afterAll(() => api.close());

  it('lists each suspended user’s conversation, newest conversation first, with unread counts', async () => {
    expect(await inbox()).toEqual([]);
    const first = await suspendedWriter('Spam', ['Why was I suspended?', 'Please answer']);
    const second = await suspendedWriter('Insults', ['Sorry']);
    const conversations = await inbox();
    expect(conversations.map((c) => c.username)).toEqual([second.username, first.username]);
    const [, older] = conversations;
    expect(older).toEqual({
      user_id: first.id,
      username: first.username,
      email: expect.stringMatching(/@example\.test$/),
      is_suspended: true,
      suspension_reason: 'Spam',
      unread_count: 2,
      last_message_at: older!.messages[1]!.sent_at,
      messages: expect.any(Array),
    });
    const suspension = await api.handle.db.selectFrom('suspensions').select('id').where('user_id', '=', first.id).executeTakeFirstOrThrow();
    expect(older!.messages[0]).toEqual({
      id: expect.any(Number),
      sender_type: 'user',
      sender_id: first.id,
      username: first.username,
      email: older!.email,
      suspended_user_id: first.id,
      suspension_id: suspension.id,
      suspension_reason: 'Spam',
      message: 'Why was I suspended?',
      parent_message_id: null,
      sent_at: expect.any(String),
      is_read: false,
    });
    expect(older!.messages.map((m) => m.message)).toEqual(['Why was I suspended?', 'Please answer']);
  });

  it('a reply (with parentMessageId) reaches the user’s thread and their next login, and moves the conversation up', async () => {
    const user = await suspendedWriter('Cheating', ['I did not cheat']);
    const other = await suspendedWriter('Spam', ['Hello?']);
    const question = (await inbox()).find((c) => c.user_id === user.id)!.messages[0]!;

    const res = await reply(user, { message: '  We are reviewing your case.  ', parentMessageId: question.id });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({
      sender_type: 'admin',
      sender_id: admin.id,
      username: 'moderator',
      suspended_user_id: user.id,
      suspension_reason: 'Cheating',
      message: 'We are reviewing your case.',
      parent_message_id: question.id,
    });
    expect((await inbox()).map((c) => c.user_id).slice(0, 2)).toEqual([user.id, other.id]);

    const thread = await api.call<UserThread>('GET', '/api/auth/suspension/messages', { token: user.token });
    expect(thread.body.messages.map((m) => [m.sender_type, m.message])).toEqual([
      ['user', 'I did not cheat'],
      ['admin', 'We are reviewing your case.'],
    ]);
    expect(await logIn(api, user.username, 'writer-pass')).toMatchObject({ suspended: true, adminMessage: 'We are reviewing your case.' });
    // The other user's thread is untouched.
    expect((await api.call<UserThread>('GET', '/api/auth/suspension/messages', { token: other.token })).body.messages).toHaveLength(1);
  });

  it('a reply without parentMessageId is fine; a parent from another thread, a blank or missing message is 400', async () => {
    const user = await suspendedWriter('Spam', ['Hi']);
    const other = await suspendedWriter('Spam', ['Hey']);
    const foreign = (await inbox()).find((c) => c.user_id === other.id)!.messages[0]!;
    expect((await reply(user, { message: 'Noted' })).body.message).toMatchObject({ parent_message_id: null, message: 'Noted' });
    expect((await reply(user, { message: 'x', parentMessageId: null })).status).toBe(201);
    expect(await reply(user, { message: 'x', parentMessageId: foreign.id })).toEqual({
      status: 400,
      body: { error: 'parentMessageId is not a message of this conversation', code: 'invalid_input', field: 'parentMessageId' },
    });
    expect(await reply(user, { message: 'x', parentMessageId: 99_999 })).toEqual({
      status: 400,
      body: { error: 'parentMessageId is not a message of this conversation', code: 'invalid_input', field: 'parentMessageId' },
    });
    expect(await reply(user, { message: 'x', parentMessageId: 'abc' })).toEqual({
      status: 400,
      body: { error: 'Invalid parentMessageId', code: 'invalid_input', field: 'parentMessageId' },
    });
    expect(await reply(user, { message: '   ' })).toEqual({ status: 400, body: { error: 'Please enter a message', code: 'invalid_input', field: 'message' } });
    expect(await reply(user, {})).toEqual({ status: 400, body: { error: 'Please enter a message', code: 'invalid_input', field: 'message' } });
    expect(await reply({ id: 999_999 }, { message: 'x' })).toEqual({ status: 404, body: { error: 'User not found', code: 'user_not_found' } });
    expect(await reply(admin, { message: 'x' })).toEqual({ status: 400, body: { error: 'Messages can only be sent to user accounts', code: 'recipient_not_user' } });
  });

  it('marks a message read: the unread count and the stats drop', async () => {
    const user = await suspendedWriter('Spam', ['One', 'Two']);
    const before = await unread();
    const thread = (await inbox()).find((c) => c.user_id === user.id)!;
    expect(thread.unread_count).toBe(2);
    expect(await api.call('POST', `/api/admin/messages/${thread.messages[0]!.id}/read`, { token: admin.token })).toEqual({
      status: 200,
      body: { message: 'Message marked as read' },
    });
    const after = (await inbox()).find((c) => c.user_id === user.id)!;
    expect(after.unread_count).toBe(1);
    expect(after.messages.map((m) => m.is_read)).toEqual([true, false]);
    expect(await unread()).toBe(before - 1);
    expect(await api.call('POST', '/api/admin/messages/999999/read', { token: admin.token })).toEqual({
      status: 404,
      body: { error: 'Message not found', code: 'message_not_found' },
    });
    expect(await api.call('POST', '/api/admin/messages/x/read', { token: admin.token })).toEqual({
      status: 400,
      body: { error: 'Invalid message id', code: 'invalid_input', field: 'id' },
    });
  });

  it('deletes one user’s conversation and nobody else’s', async () => {
    const user = await suspendedWriter('Spam', ['Delete me']);
    await reply(user, { message: 'Answer' });
    const keep = await suspendedWriter('Spam', ['Keep me']);
    expect(await api.call('DELETE', `/api/admin/users/${user.id}/conversation`, { token: admin.token })).toEqual({
      status: 200,
      body: { message: 'Conversation deleted', deleted: 2 },
    });
    const ids = (await inbox()).map((c) => c.user_id);
    expect(ids).not.toContain(user.id);
    expect(ids).toContain(keep.id);
    expect((await api.call<UserThread>('GET', '/api/auth/suspension/messages', { token: user.token })).body.messages).toEqual([]);
    expect(await api.call('DELETE', `/api/admin/users/${user.id}/conversation`, { token: admin.token })).toEqual({
      status: 200,
      body: { message: 'Conversation deleted', deleted: 0 },
    });
    expect((await api.call('DELETE', '/api/admin/users/999999/conversation', { token: admin.token })).status).toBe(404);
  });

  it('keeps a thread after the suspension is lifted, without a current reason', async () => {
    const user = await suspendedWriter('Spam', ['Please']);
    await api.call('POST', `/api/admin/users/${user.id}/unsuspend`, { token: admin.token });
    const thread = (await inbox()).find((c) => c.user_id === user.id)!;
    expect(thread).toMatchObject({ is_suspended: false, suspension_reason: null });
    expect(thread.messages[0]).toMatchObject({ suspension_reason: 'Spam' });
  });
});
