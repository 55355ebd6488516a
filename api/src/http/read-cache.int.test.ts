import { runElsewhere, testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

const GAME = { name: 'Capitals', description: 'Europe', category: 'geography', data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' } };
const PLAY = { mode: 'freeplay', pairs: 3, score: 10, accuracy: 80, time: 30_000, correct: 3, wrong: 1 };

describe.each(await testBackends())('the read cache on %s', (kind) => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let publicId: number;
  let privateId: number;

  /** The database statements `read` led to: 0 means the answer came from memory. */
  const statementsOf = async <T>(read: () => Promise<T>): Promise<{ value: T; statements: number }> => {
    const before = api.handle.changes.statements;
    const value = await read();
    return { value, statements: api.handle.changes.statements - before };
  };
  const save = async (user: TestUser, body: Record<string, unknown>): Promise<number> => {
    const made = await api.post<{ dictionary: { id: number } }>('/api/v2/dictionaries', body, { token: user.token });
    expect(made).toMatchObject({ status: 201 });
    return made.body.dictionary.id;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    [owner, other] = await api.createUsers(2);
    admin = await api.createUser({ role: 'admin' });
    publicId = await save(owner, { ...GAME, is_public: true });
    privateId = await save(owner, { ...GAME, name: 'Secret capitals', is_public: false });
  });
  afterAll(() => api.close());

  it('answers a repeated read from memory: same body, same headers, and a bodiless 304 to a revalidation', async () => {
    const first = await fetch(`${api.url}/api/dictionaries/public`);
    const firstBody = await first.text();
    const second = await statementsOf(() => fetch(`${api.url}/api/dictionaries/public`));
    expect(second.statements).toBe(0);
    expect(await second.value.text()).toBe(firstBody);
    for (const header of ['cache-control', 'content-type', 'etag']) expect(second.value.headers.get(header)).toBe(first.headers.get(header));
    expect(second.value.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.value.headers.get('content-security-policy')).toContain("default-src 'self'");

    const revalidated = await statementsOf(() =>
      fetch(`${api.url}/api/dictionaries/public`, { headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' } }),
    );
    expect(revalidated.value.status).toBe(304);
    expect(revalidated.statements).toBe(0);
  });

  it('keeps the signed-in user’s row and answers too, and keeps each caller’s answers apart', async () => {
    const path = `/api/v2/dictionaries/${privateId}`;
    expect((await api.get(path, { token: owner.token })).status).toBe(200);
    const again = await statementsOf(() => api.get(path, { token: owner.token }));
    expect(again.value.status).toBe(200);
    expect(again.statements).toBe(0);
    // Same address, other callers: never the owner's answer.
    expect(await api.get(path, { token: other.token })).toEqual({ status: 404, body: { error: 'Game not found' } });
    expect(await api.get(path)).toEqual({ status: 404, body: { error: 'Game not found' } });
  });

  it('shows a write at the very next read: a saved game, a game made private, a play, a notification read', async () => {
    const own = async () => (await api.get<{ dictionaries: { id: number }[] }>('/api/dictionaries', { token: owner.token })).body.dictionaries.map((game) => game.id);
    const before = await own();
    const added = await save(owner, { ...GAME, name: 'Rivers', is_public: false });
    expect(await own()).toEqual(expect.arrayContaining([...before, added]));

    const readPublic = `/api/v2/dictionaries/${publicId}`;
    expect((await api.get(readPublic)).status).toBe(200);
    expect((await api.get('/api/dictionaries/public')).body).toMatchObject({ dictionaries: [{ id: publicId }] });
    expect((await api.call('PUT', readPublic, { token: owner.token, body: { is_public: false } })).status).toBe(200);
    expect(await api.get(readPublic)).toEqual({ status: 404, body: { error: 'Game not found' } });
    expect((await api.get('/api/dictionaries/public')).body).toEqual({ dictionaries: [] });

    const board = `/api/v2/dictionaries/${privateId}/leaderboard`;
    const emptyBoard = await api.get<{ leaderboard: unknown[] }>(board, { token: owner.token });
    expect(emptyBoard.body.leaderboard).toEqual([]);
    const figures = `/api/v2/dictionaries/${privateId}/analytics`;
    expect((await api.get(figures, { token: owner.token })).body.analytics).toMatchObject({ plays: 0 });
    expect((await api.post(`/api/v2/dictionaries/${privateId}/play`, PLAY, { token: owner.token })).status).toBe(201);
    // The play's trigger-kept figures are stamped with it.
    expect((await api.get<{ leaderboard: unknown[] }>(board, { token: owner.token })).body.leaderboard).toHaveLength(1);
    expect((await api.get(figures, { token: owner.token })).body.analytics).toMatchObject({ plays: 1 });

    await api.handle.db.insertInto('notifications').values({ user_id: owner.id, type: 'other', title: 'Hello', message: 'A notice' }).execute();
    expect((await api.get('/api/sharing/notifications/unread-count', { token: owner.token })).body).toEqual({ unreadCount: 1 });
    expect((await api.post('/api/sharing/notifications/read-all', undefined, { token: owner.token })).status).toBe(200);
    expect((await api.get('/api/sharing/notifications/unread-count', { token: owner.token })).body).toEqual({ unreadCount: 0 });
  });

  it('stops a suspended user’s token at the very next request, cached answers or not', async () => {
    const victim = await api.createUser();
    expect((await api.get('/api/dictionaries', { token: victim.token })).status).toBe(200);
    expect((await statementsOf(() => api.get('/api/dictionaries', { token: victim.token }))).statements).toBe(0);
    expect((await api.post(`/api/admin/users/${victim.id}/suspend`, { reason: 'Spam' }, { token: admin.token })).status).toBe(200);
    const after = await api.get<{ error: string; suspended?: boolean }>('/api/dictionaries', { token: victim.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ suspended: true });
  });

  it('caches nothing while it cannot hear other processes, and drops what it kept once it hears them again', async () => {
    await api.get('/api/dictionaries', { token: owner.token });
    api.handle.changes.pause();
    try {
      expect((await statementsOf(() => api.get('/api/dictionaries', { token: owner.token }))).statements).toBeGreaterThan(0);
      expect((await statementsOf(() => api.get('/api/dictionaries', { token: owner.token }))).statements).toBeGreaterThan(0);
    } finally {
      api.handle.changes.resume();
    }
    expect((await statementsOf(() => api.get('/api/dictionaries', { token: owner.token }))).statements).toBeGreaterThan(0);
    expect((await statementsOf(() => api.get('/api/dictionaries', { token: owner.token }))).statements).toBe(0);
  });
});

// A write this process did not make (another process's, told through Redis by server/src/shared-data-changes.ts),
// made here through a second connection, which only a PostgreSQL server offers.
describe.each((await testBackends()).filter((kind) => kind === 'postgres'))('the read cache and other processes’ writes on %s', (kind) => {
  let api: TestApi;
  let owner: TestUser;
  let gameId: number;
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await api.createUser();
    const made = await api.post<{ dictionary: { id: number } }>('/api/v2/dictionaries', { ...GAME, is_public: false }, { token: owner.token });
    gameId = made.body.dictionary.id;
  });
  afterAll(() => api.close());

  it('drops an answer when another process’s write to what it read is heard of, and only then', async () => {
    const path = `/api/v2/dictionaries/${gameId}`;
    const name = async () => (await api.get<{ dictionary: { name: string } }>(path, { token: owner.token })).body.dictionary.name;
    expect(await name()).toBe('Capitals');
    await runElsewhere(api.handle.databaseUrl!, `update dictionaries set name = 'Renamed elsewhere' where id = $1`, [gameId]);
    expect(await name()).toBe('Capitals');
    api.handle.changes.writtenElsewhere(['notifications']);
    expect(await name()).toBe('Capitals');
    api.handle.changes.writtenElsewhere(['dictionaries']);
    expect(await name()).toBe('Renamed elsewhere');
  });
});
