import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_SESSION_TITLE } from '@matchdrop/shared';
import { testBackends } from '@matchdrop/db/testing';
import { movableClock, startTestApi, type TestApi, type TestUser } from '../testing.js';

describe.each(await testBackends())('AI chat sessions on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    api = await startTestApi(kind, { clock: movableClock(), ai: { dailySessions: 100 } });
    alice = await api.createUser();
    bob = await api.createUser();
  });
  afterAll(() => api.close());

  const newSession = async (user: TestUser, body: unknown = {}) => (await api.call('POST', '/api/ai/sessions', { token: user.token, body })).body;

  it('creates a session with the default title and a stored welcome message', async () => {
    const { status, body } = await api.call('POST', '/api/ai/sessions', { token: alice.token, body: {} });
    expect(status).toBe(201);
    expect(body.session).toMatchObject({ title: DEFAULT_AI_SESSION_TITLE, message_count: 1, dictionary_generated: false, generated_dictionary: null });
    expect(body.welcomeMessage).toMatchObject({ role: 'assistant', url: null, dictionary: null });
    expect(body.welcomeMessage.content).toContain('Paste a list');
    const read = await api.call('GET', `/api/ai/sessions/${body.session.id}`, { token: alice.token });
    expect(read.body.messages).toEqual([body.welcomeMessage]);
    expect((await newSession(alice, { title: '  ' })).session.title).toBe(DEFAULT_AI_SESSION_TITLE);
    expect((await newSession(alice, { title: ' Spanish ' })).session.title).toBe('Spanish');
  });

  it('lists the own sessions, most recently active first, in pages', async () => {
    const carol = await api.createUser();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      api.clock.advance(1000);
      ids.push((await newSession(carol, { title: `chat ${i}` })).session.id);
    }
    api.clock.advance(1000);
    await api.call('PATCH', `/api/ai/sessions/${ids[0]}`, { token: carol.token, body: { title: 'renamed' } });
    const first = await api.call('GET', '/api/ai/sessions?page=1&limit=2', { token: carol.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.sessions.map((s: { id: number }) => s.id)).toEqual([ids[0], ids[2]]);
    expect(first.body.sessions[0]).toMatchObject({ title: 'renamed', message_count: 1, dictionary_generated: false, generated_dictionary: null });
    expect(Object.keys(first.body.sessions[0]).sort()).toEqual(['created_at', 'dictionary_generated', 'generated_dictionary', 'id', 'message_count', 'title', 'updated_at']);
    const second = await api.call('GET', '/api/ai/sessions?page=2&limit=2', { token: carol.token });
    expect(second.body.sessions.map((s: { id: number }) => s.id)).toEqual([ids[1]]);
    const defaults = await api.call('GET', '/api/ai/sessions', { token: carol.token });
    expect(defaults.body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect((await api.call('GET', '/api/ai/sessions?limit=0', { token: carol.token })).body).toEqual({ error: 'limit must be at least 1', code: 'invalid_input', field: 'limit' });
    expect((await api.call('GET', '/api/ai/sessions?page=x', { token: carol.token })).status).toBe(400);
  });

  it('renames and deletes a session; a blank title is refused', async () => {
    const { session } = await newSession(alice);
    const renamed = await api.call('PATCH', `/api/ai/sessions/${session.id}`, { token: alice.token, body: { title: 'Fruit words' } });
    expect(renamed.body.session.title).toBe('Fruit words');
    expect(await api.call('PATCH', `/api/ai/sessions/${session.id}`, { token: alice.token, body: { title: ' ' } })).toMatchObject({
      status: 400,
      body: { error: 'Please enter a title', code: 'invalid_input', field: 'title' },
    });
    expect((await api.call('DELETE', `/api/ai/sessions/${session.id}`, { token: alice.token })).status).toBe(200);
    expect((await api.call('GET', `/api/ai/sessions/${session.id}`, { token: alice.token })).status).toBe(404);
  });

  it("answers another user's session as missing, on every call", async () => {
    const { session } = await newSession(alice);
    const path = `/api/ai/sessions/${session.id}`;
    const calls: Array<[string, string, unknown]> = [
      ['GET', path, undefined],
      ['PATCH', path, { title: 'mine now' }],
      ['DELETE', path, undefined],
      ['POST', `${path}/messages`, { content: 'animals' }],
      ['POST', `${path}/save`, {}],
    ];
    for (const [method, url, body] of calls) {
      expect(await api.call(method, url, { token: bob.token, body })).toMatchObject({ status: 404, body: { error: 'Chat session not found', code: 'chat_not_found' } });
    }
    expect((await api.call('GET', path, { token: alice.token })).body.session.title).toBe(DEFAULT_AI_SESSION_TITLE);
    expect((await api.call('GET', '/api/ai/sessions/abc', { token: alice.token })).body).toEqual({ error: 'Invalid chat session id', code: 'invalid_input', field: 'id' });
  });

  it('requires a login (401) and refuses suspended users (403) on every route', async () => {
    const suspended = await api.createUser({ is_suspended: true, suspension_reason: 'spam' });
    const routes: Array<[string, string]> = [
      ['GET', '/api/ai/models'],
      ['GET', '/api/ai/usage'],
      ['POST', '/api/ai/sessions'],
      ['GET', '/api/ai/sessions'],
      ['GET', '/api/ai/sessions/1'],
      ['PATCH', '/api/ai/sessions/1'],
      ['DELETE', '/api/ai/sessions/1'],
      ['POST', '/api/ai/sessions/1/messages'],
      ['POST', '/api/ai/sessions/1/save'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : {};
      expect(await api.call(method, path, { body })).toMatchObject({ status: 401, body: { error: 'Authentication required', code: 'auth_required' } });
      expect(await api.call(method, path, { token: suspended.token, body })).toMatchObject({
        status: 403,
        body: { error: 'Your account is suspended: spam', code: 'account_suspended', suspended: true },
      });
    }
  });

  it('names the offline provider and its model', async () => {
    expect((await api.call('GET', '/api/ai/models', { token: alice.token })).body).toEqual({ provider: 'offline', models: ['matchdrop-offline'], default: 'matchdrop-offline' });
  });
});
