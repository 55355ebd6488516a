import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedGame } from '@matchdrop/shared';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

type Listed = { dictionaries: SavedGame[] };

describe.each(await testBackends())('public games and their search on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;

  const names = async (path: string): Promise<string[]> => {
    const res = await api.call<Listed>('GET', path);
    expect(res.status).toBe(200);
    return res.body.dictionaries.map((d) => d.name);
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    alice = await api.createUser();
    const bob = await api.createUser();
    const games = [
      { owner: alice, name: 'Capitals of Europe', description: 'Countries and cities', category: 'geography', is_public: true },
      { owner: bob, name: 'Rivers', description: 'Long EUROPEAN rivers', category: 'Geography', is_public: true },
      { owner: alice, name: 'Private europe', description: null, category: 'geography', is_public: false },
      { owner: bob, name: 'Elements', description: null, category: 'science', is_public: true },
      { owner: bob, name: '100% facts_', description: null, category: null, is_public: true },
    ];
    for (const game of games) {
      const res = await api.call('POST', '/api/v2/dictionaries', { token: game.owner.token, body: { ...game, owner: undefined, data: { a: 'b' } } });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => api.close());

  it('lists only public games, newest first, to anyone (legacy GET /api/dictionaries/public)', async () => {
    expect(await names('/api/dictionaries/public')).toEqual(['100% facts_', 'Elements', 'Rivers', 'Capitals of Europe']);
  });

  it('matches q against name and description case-insensitively, never private games', async () => {
    expect(await names('/api/v2/dictionaries/public/search?q=europe')).toEqual(['Rivers', 'Capitals of Europe']);
    expect(await names('/api/v2/dictionaries/public/search?q=CITIES')).toEqual(['Capitals of Europe']);
    expect(await names('/api/v2/dictionaries/public/search?q=')).toHaveLength(4);
  });

  it('takes % and _ in q literally', async () => {
    expect(await names('/api/v2/dictionaries/public/search?q=%25')).toEqual(['100% facts_']);
    expect(await names('/api/v2/dictionaries/public/search?q=s_')).toEqual(['100% facts_']);
  });

  it('filters by category (case-insensitively) and combines it with q', async () => {
    expect(await names('/api/v2/dictionaries/public/search?category=geography')).toEqual(['Rivers', 'Capitals of Europe']);
    expect(await names('/api/v2/dictionaries/public/search?category=science&q=europe')).toEqual([]);
    expect(await names('/api/v2/dictionaries/public/search?category=science')).toEqual(['Elements']);
  });

  it('honours limit and refuses a bad one', async () => {
    expect(await names('/api/v2/dictionaries/public/search?limit=2')).toEqual(['100% facts_', 'Elements']);
    expect(await api.call('GET', '/api/v2/dictionaries/public/search?limit=0')).toEqual({
      status: 400,
      body: { error: 'limit must be at least 1', code: 'invalid_input', field: 'limit' },
    });
    expect((await api.call('GET', '/api/v2/dictionaries/public/search?limit=x')).status).toBe(400);
  });

  it('answers at most 20 by default', async () => {
    const values = Array.from({ length: 21 }, (_, i) => ({ owner_id: alice.id, name: `Bulk ${i}`, data: { a: 'b', b: 'a' }, is_public: true }));
    await api.handle.db.insertInto('dictionaries').values(values).execute();
    expect(await names('/api/v2/dictionaries/public/search')).toHaveLength(20);
    expect(await names('/api/v2/dictionaries/public/search?q=bulk&limit=25')).toHaveLength(21);
    expect(await names('/api/dictionaries/public')).toHaveLength(20);
  });
});
