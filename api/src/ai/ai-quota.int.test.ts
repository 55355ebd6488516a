import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@matchdrop/db/testing';
import { movableClock, startTestApi, type TestApi, type TestUser } from '../testing.js';

describe.each(await testBackends())('AI daily quotas on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, { clock: movableClock(), ai: { dailyMessages: 3, dailySessions: 2 } });
  });
  afterAll(() => api.close());

  const usage = async (user: TestUser) => (await api.call('GET', '/api/ai/usage', { token: user.token })).body;
  const newChat = (user: TestUser) => api.call('POST', '/api/ai/sessions', { token: user.token, body: {} });
  const send = (user: TestUser, id: number, content = 'animals') => api.call('POST', `/api/ai/sessions/${id}/messages`, { token: user.token, body: { content } });

  it('starts full, with the limits and the next midnight UTC', async () => {
    api.clock.set(new Date('2030-03-04T09:00:00.000Z'));
    const user = await api.createUser();
    expect(await usage(user)).toEqual({
      canCreateChat: true,
      canSendMessage: true,
      remaining: { messages: 3, chatSessions: 2 },
      limits: { messages: 3, chatSessions: 2 },
      resetsAt: '2030-03-05T00:00:00.000Z',
    });
  });

  it('counts chats and refuses the one over the limit with 429 and Retry-After', async () => {
    api.clock.set(new Date('2030-03-04T22:00:00.000Z'));
    const user = await api.createUser();
    expect((await newChat(user)).status).toBe(201);
    expect((await newChat(user)).status).toBe(201);
    const refused = await newChat(user);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('You have started all 2 AI chats allowed for today. New chats are possible again at midnight UTC.');
    expect(refused.headers.get('retry-after')).toBe(String(2 * 60 * 60));
    expect((await api.call('GET', '/api/ai/sessions', { token: user.token })).body.total).toBe(2);
    expect(await usage(user)).toMatchObject({ canCreateChat: false, remaining: { chatSessions: 0 } });
  });

  it('counts messages, refuses the one over the limit, and never counts a refused request', async () => {
    api.clock.set(new Date('2030-03-04T10:00:00.000Z'));
    const user = await api.createUser();
    const id = (await newChat(user)).body.session.id as number;
    expect((await api.call('POST', `/api/ai/sessions/${id}/messages`, { token: user.token, body: {} })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await send(user, id)).status).toBe(200);
    const refused = await send(user, id);
    expect(refused).toMatchObject({ status: 429, body: { error: 'You have used all 3 AI messages for today. They start again at midnight UTC.' } });
    expect(refused.body.usage).toMatchObject({ canSendMessage: false, remaining: { messages: 0 } });
    expect((await api.call('GET', `/api/ai/sessions/${id}`, { token: user.token })).body.session.message_count).toBe(7);
    // Another user's quota is their own.
    const other = await api.createUser();
    expect((await send(other, (await newChat(other)).body.session.id)).status).toBe(200);
  });

  it('holds quotas under simultaneous requests', async () => {
    api.clock.set(new Date('2030-03-06T10:00:00.000Z'));
    const user = await api.createUser();
    const id = (await newChat(user)).body.session.id as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(user, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it('starts again at midnight UTC', async () => {
    api.clock.set(new Date('2030-03-07T23:59:58.000Z'));
    const user = await api.createUser();
    const id = (await newChat(user)).body.session.id as number;
    await newChat(user);
    for (let i = 0; i < 3; i++) await send(user, id);
    expect((await send(user, id)).status).toBe(429);
    expect((await newChat(user)).status).toBe(429);
    api.clock.set(new Date('2030-03-08T00:00:00.000Z'));
    expect(await usage(user)).toMatchObject({ canCreateChat: true, canSendMessage: true, remaining: { messages: 3, chatSessions: 2 }, resetsAt: '2030-03-09T00:00:00.000Z' });
    expect((await send(user, id)).status).toBe(200);
    expect((await newChat(user)).status).toBe(201);
  });
});
