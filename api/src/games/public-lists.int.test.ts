import { testBackends } from '@matchdrop/db/testing';
import { countPairs, type GameData, type GameSummary } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

type Listed = { dictionaries: Array<GameSummary & { data?: unknown }> };

// Reversed duplicates, a self-pair and two items sharing a counterpart: each counted as shared's countPairs does.
const TRICKY: GameData = { cat: 'chat', chat: 'cat', same: 'same', dog: 'chien', hound: 'chien', é: 'e' };
const SUMMARY_FIELDS = ['category', 'created_at', 'description', 'id', 'is_public', 'name', 'owner_username', 'pair_count'];

describe.each(await testBackends())('public game lists: summaries and revalidation on %s', (kind) => {
  let api: TestApi;
  let owner: TestUser;
  let gameId: number;

  // fetch would add `Cache-Control: no-cache` to a conditional request (a forced reload); a browser revalidating
  // a kept answer sends max-age=0.
  const get = (path: string, headers: Record<string, string> = {}): Promise<Response> => fetch(`${api.url}${path}`, { headers: { 'cache-control': 'max-age=0', ...headers } });

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await api.createUser();
    const made = await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', {
      token: owner.token,
      body: { name: 'Animals', description: 'Pets', category: 'languages', is_public: true, data: { cat: 'chat', dog: 'chien' } },
    });
    expect(made.status).toBe(201);
    gameId = made.body.dictionary.id;
  });
  afterAll(() => api.close());

  it('keeps a pair count in the database equal to countPairs, whatever writes the pairs', async () => {
    // Written straight to the table, past the API's normalizer: the count is the database's own.
    const row = await api.handle.db
      .insertInto('dictionaries')
      .values({ owner_id: owner.id, name: 'Tricky', data: TRICKY, is_public: true })
      .returning(['id', 'pair_count'])
      .executeTakeFirstOrThrow();
    expect(row.pair_count).toBe(countPairs(TRICKY));
    expect(countPairs(TRICKY)).toBe(4);
    await api.handle.db.deleteFrom('dictionaries').where('id', '=', row.id).execute();
  });

  it('lists public games with the fields a list shows and no pairs, in both list calls', async () => {
    const legacy = (await (await get('/api/dictionaries/public')).json()) as Listed;
    const search = (await (await get('/api/v2/dictionaries/public/search')).json()) as Listed;
    for (const game of [legacy.dictionaries[0]!, search.dictionaries[0]!]) {
      expect(game).not.toHaveProperty('data');
      expect(game).toMatchObject({ id: gameId, name: 'Animals', description: 'Pets', category: 'languages', is_public: true, owner_username: owner.username, pair_count: 2 });
      expect(
        Object.keys(game)
          .filter((key) => key !== 'plays')
          .sort(),
      ).toEqual(SUMMARY_FIELDS);
    }
    expect(search.dictionaries[0]).toMatchObject({ plays: 0 });
    // Playing needs the pairs: the game by id still has them.
    const full = await api.call<{ dictionary: { data: GameData; pair_count: number } }>('GET', `/api/v2/dictionaries/${gameId}`);
    expect(full.body.dictionary).toMatchObject({ data: { cat: 'chat', dog: 'chien' }, pair_count: 2 });
  });

  it('counts the pairs again when the owner changes them', async () => {
    const changed = await api.call('PUT', `/api/v2/dictionaries/${gameId}`, { token: owner.token, body: { data: { cat: 'chat', dog: 'chien', cow: 'vache' } } });
    expect(changed.status).toBe(200);
    const listed = (await (await get('/api/dictionaries/public')).json()) as Listed;
    expect(listed.dictionaries.find((game) => game.id === gameId)?.pair_count).toBe(3);
  });

  it('lets browsers keep the public lists but revalidate them: an unchanged list answers 304 without a body', async () => {
    for (const path of ['/api/dictionaries/public', '/api/v2/dictionaries/public/search?q=anim']) {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await get(path, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await get(path, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
    }
  });

  it('answers a list without a game made private, even to a cache holding the old list', async () => {
    const before = await get('/api/dictionaries/public');
    const etag = before.headers.get('etag')!;
    await api.call('PUT', `/api/v2/dictionaries/${gameId}`, { token: owner.token, body: { is_public: false } });
    const after = await get('/api/dictionaries/public', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Listed).dictionaries.map((game) => game.id)).not.toContain(gameId);
    await api.call('PUT', `/api/v2/dictionaries/${gameId}`, { token: owner.token, body: { is_public: true } });
  });

  it('keeps answers that depend on the caller out of every cache', async () => {
    expect((await get(`/api/v2/dictionaries/${gameId}`)).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/dictionaries', { authorization: `Bearer ${owner.token}` })).headers.get('cache-control')).toBe('no-store');
  });
});
