// Bad input from outside is a 4xx with a clear `{ error }`, on both databases: control characters in
// every text input, and ids (in tokens, paths and bodies) outside the database's integer range.
import { ID_MAX } from '@matchdrop/shared';
import { testBackends } from '@matchdrop/db/testing';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testConfig, type TestApi, type TestUser } from '../testing.js';

const NUL = '\u0000';

interface Case {
  what: string;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  /** The field the 400 must name. */
  field: string;
  as: 'anyone' | 'user' | 'admin';
}

describe.each(await testBackends())('bad input on %s', (kind) => {
  let api: TestApi;
  let user: TestUser;
  let admin: TestUser;
  let gameId: number;
  let sessionId: number;

  beforeAll(async () => {
    api = await startTestApi(kind);
    user = await api.createUser();
    admin = await api.createUser({ role: 'admin' });
    const game = await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', {
      token: user.token,
      body: { name: 'Capitals', data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' } },
    });
    gameId = game.body.dictionary.id;
    const session = await api.call<{ session: { id: number } }>('POST', '/api/ai/sessions', { token: user.token, body: {} });
    sessionId = session.body.session.id;
  });
  afterAll(() => api.close());

  const cases = (): Case[] => [
    { what: 'login username', method: 'POST', path: '/api/auth/login', body: { username: `bob${NUL}`, password: 'secret1' }, field: 'username', as: 'anyone' },
    {
      what: 'register email',
      method: 'POST',
      path: '/api/auth/register',
      body: { username: 'newbie', email: `a${NUL}@b.test`, password: 'secret1' },
      field: 'email',
      as: 'anyone',
    },
    { what: 'public search q', method: 'GET', path: '/api/v2/dictionaries/public/search?q=%00', field: 'q', as: 'anyone' },
    { what: 'game name', method: 'POST', path: '/api/v2/dictionaries', body: { name: `Cap${NUL}`, data: { a: 'b', c: 'd' } }, field: 'name', as: 'user' },
    {
      what: 'game description',
      method: 'POST',
      path: '/api/v2/dictionaries',
      body: { name: 'Caps', description: `x${NUL}`, data: { a: 'b', c: 'd' } },
      field: 'description',
      as: 'user',
    },
    { what: 'game category', method: 'POST', path: '/api/dictionaries', body: { name: 'Caps', category: `x${NUL}`, data: { a: 'b', c: 'd' } }, field: 'category', as: 'user' },
    { what: 'game data value', method: 'POST', path: '/api/v2/dictionaries', body: { name: 'Caps', data: { a: `b${NUL}`, c: 'd' } }, field: 'data', as: 'user' },
    { what: 'game data key', method: 'PUT', path: '/api/v2/dictionaries/{game}', body: { data: { [`a${NUL}`]: 'b', c: 'd' } }, field: 'data', as: 'user' },
    { what: 'game content', method: 'POST', path: '/api/dictionaries', body: { name: 'Caps', content: `a,b\nc,d${NUL}` }, field: 'content', as: 'user' },
    {
      what: 'share message',
      method: 'POST',
      path: '/api/v2/dictionaries/{game}/share',
      body: { recipientUsername: 'nobody_here', message: `hi${NUL}` },
      field: 'message',
      as: 'user',
    },
    { what: 'AI session title', method: 'PATCH', path: '/api/ai/sessions/{session}', body: { title: `t${NUL}` }, field: 'title', as: 'user' },
    { what: 'AI message', method: 'POST', path: '/api/ai/sessions/{session}/messages', body: { content: `make a game${NUL}` }, field: 'content', as: 'user' },
    { what: 'admin notification', method: 'POST', path: '/api/admin/notifications', body: { title: 'Hi', message: `all${NUL}` }, field: 'message', as: 'admin' },
    { what: 'admin message', method: 'POST', path: '/api/admin/users/{user}/message', body: { message: `hello${NUL}` }, field: 'message', as: 'admin' },
    { what: 'admin suspension reason', method: 'POST', path: '/api/admin/users/{user}/suspend', body: { reason: `spam${NUL}` }, field: 'reason', as: 'admin' },
    { what: 'admin user search', method: 'GET', path: '/api/admin/users?search=a%00b', field: 'search', as: 'admin' },
    { what: 'a vertical tab in a message', method: 'POST', path: '/api/admin/notifications', body: { title: 'Hi', message: 'all\u000b' }, field: 'message', as: 'admin' },
    { what: 'a line break in a one-line name', method: 'POST', path: '/api/v2/dictionaries', body: { name: 'Ca\nps', data: { a: 'b', c: 'd' } }, field: 'name', as: 'user' },
  ];

  const resolve = (path: string): string => path.replace('{game}', String(gameId)).replace('{session}', String(sessionId)).replace('{user}', String(user.id));

  it.each(cases().map((c) => [c.what, c] as const))('refuses a control character in the %s with a 400 naming the field', async (_what, c) => {
    const token = c.as === 'anyone' ? undefined : c.as === 'admin' ? admin.token : user.token;
    const res = await api.call<{ error: string }>(c.method, resolve(c.path), { token, body: c.body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(new RegExp(`^${c.field} contains a control character \\(U\\+00[0-9A-F]{2}\\), which is not allowed$`));
  });

  it('keeps tabs and line breaks where a text may span lines', async () => {
    const res = await api.call<{ dictionary: { description: string } }>('POST', '/api/v2/dictionaries', {
      token: user.token,
      body: { name: 'Lines', description: 'first line\r\n\tsecond line', content: 'one\ttwo\nthree\tfour' },
    });
    expect(res.status).toBe(201);
    expect(res.body.dictionary.description).toBe('first line\r\n\tsecond line');
  });

  const tokenWithSub = (sub: unknown): string =>
    jwt.sign({ sub, role: 'user', iatMs: Date.parse('2025-03-01T12:00:00Z') }, testConfig.jwtSecret, { algorithm: 'HS256', expiresIn: '1h' });

  it.each([String(ID_MAX + 1), '99999999999999999999', '1e3', '-5', '0', ' 7', '7.0', 'abc'])(
    'answers a validly signed token whose sub is %j with 401 like any bad token',
    async (sub) => {
      const res = await api.call<{ error: string }>('GET', '/api/auth/profile', { token: tokenWithSub(sub) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication failed', code: 'auth_failed' });
    },
  );

  it('answers a token whose sub is not text with 401', async () => {
    const res = await api.call<{ error: string }>('GET', '/api/auth/profile', { token: tokenWithSub(12) });
    expect(res.status).toBe(401);
  });

  it.each([
    ['GET', `/api/v2/dictionaries/${ID_MAX + 1}`],
    ['GET', `/api/admin/users/${ID_MAX + 1}`],
    ['DELETE', `/api/sharing/notifications/99999999999`],
    ['GET', '/api/admin/users?page=99999999999999999999'],
    ['GET', '/api/admin/users?limit=1e400'],
  ])('answers %s %s (an id or number out of range) with a 4xx', async (method, path) => {
    const res = await api.call<{ error: string }>(method, path, { token: admin.token });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error).toBe('string');
  });

  it.each([
    ['/api/sharing/share-dictionary', { dictionaryId: ID_MAX + 1, recipientUsername: 'someone' }],
    ['/api/sharing/respond-share', { shareId: 1e300, action: 'accept' }],
    ['/api/auth/verify-email', { userId: ID_MAX + 1, code: '123456' }],
    ['/api/check-match', { item1: 'a', item2: 'b', dictionaryId: ID_MAX + 1 }],
  ])('answers POST %s with an id out of range in the body with a 400', async (path, body) => {
    const res = await api.call<{ error: string }>('POST', path, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});
