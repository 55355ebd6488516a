import { testBackends } from '@matchdrop/db/testing';
import type { SavedGame } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playJudged, startTestApi, type TestApi, type TestUser } from '../testing.js';

type Page = { dictionaries: Array<SavedGame & { plays: number }>; page: number; hasMore: boolean };
const DATA = { a: 'b', c: 'd', e: 'f' };

describe.each(await testBackends())('the public library: sorted, paged, copied, unpublished on %s', (kind) => {
  let api: TestApi;
  let owner: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  const ids: Record<string, number> = {};
  const search = (query: string) => api.call<Page>('GET', `/api/v2/dictionaries/public/search?${query}`);

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await api.createUser();
    reader = await api.createUser();
    admin = await api.createUser({ role: 'admin' });
    for (const name of ['Oldest', 'Middle', 'Newest']) {
      const res = await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', {
        token: owner.token,
        body: { name, data: DATA, is_public: true, category: 'lib' },
      });
      ids[name] = res.body.dictionary.id;
    }
    // R-JUDGE-5: the library's "most played" counts judged plays; an old client's report counts nowhere.
    const playIt = (id: number) => playJudged(api, `/api/v2/dictionaries/${id}`, { pairs: 3, token: reader.token });
    await api.call('POST', `/api/v2/dictionaries/${ids.Newest!}/play`, { token: reader.token, body: { pairs: 3, score: 6, accuracy: 100, time: 1000, correct: 3, wrong: 0 } });
    for (let i = 0; i < 3; i++) await playIt(ids.Middle!);
    await playIt(ids.Oldest!);
  });
  afterAll(() => api.close());

  it('sorts by newest (default) or most played, and shows each game’s plays, owner and pair count', async () => {
    const newest = await search('category=lib');
    expect(newest.body.dictionaries.map((d) => [d.name, d.plays])).toEqual([
      ['Newest', 0],
      ['Middle', 3],
      ['Oldest', 1],
    ]);
    expect(newest.body.dictionaries[0]).toMatchObject({ owner_username: owner.username, pair_count: 3, category: 'lib' });
    const played = await search('category=lib&sort=plays');
    expect(played.body.dictionaries.map((d) => d.name)).toEqual(['Middle', 'Oldest', 'Newest']);
    expect((await search('sort=best')).body).toEqual({ error: "sort must be 'newest' or 'plays'", code: 'invalid_input', field: 'sort' });
  });

  it('pages through the results, saying whether more follow', async () => {
    const first = await search('category=lib&limit=2');
    expect(first.body).toMatchObject({ page: 1, hasMore: true });
    expect(first.body.dictionaries.map((d) => d.name)).toEqual(['Newest', 'Middle']);
    const second = await search('category=lib&limit=2&page=2');
    expect(second.body).toMatchObject({ page: 2, hasMore: false });
    expect(second.body.dictionaries.map((d) => d.name)).toEqual(['Oldest']);
    expect((await search('page=0')).status).toBe(400);
  });

  it('saves a private copy of a public game for the reader, under a free name; never of another user’s private game', async () => {
    const copy = await api.call<{ dictionary: SavedGame }>('POST', `/api/v2/dictionaries/${ids.Middle}/copy`, { token: reader.token });
    expect(copy.status).toBe(201);
    expect(copy.body.dictionary).toMatchObject({ name: 'Middle', is_public: false, owner_username: reader.username, data: expect.objectContaining(DATA) });
    const again = await api.call<{ dictionary: SavedGame }>('POST', `/api/v2/dictionaries/${ids.Middle}/copy`, { token: reader.token });
    expect(again.body.dictionary.name).toBe('Middle (shared)');
    const secret = await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { name: 'Secret', data: DATA } });
    expect((await api.call('POST', `/api/v2/dictionaries/${secret.body.dictionary.id}/copy`, { token: reader.token })).status).toBe(404);
    expect((await api.call('POST', `/api/v2/dictionaries/${ids.Middle}/copy`)).status).toBe(401);
    const suspended = await api.createUser({ is_suspended: true, suspension_reason: 'Spam' });
    expect((await api.call('POST', `/api/v2/dictionaries/${ids.Middle}/copy`, { token: suspended.token })).status).toBe(403);
  });

  it('lets the owner make a game private again and public again', async () => {
    await api.call('PUT', `/api/v2/dictionaries/${ids.Newest}`, { token: owner.token, body: { is_public: false } });
    expect((await search('category=lib')).body.dictionaries.map((d) => d.name)).toEqual(['Middle', 'Oldest']);
    await api.call('PUT', `/api/v2/dictionaries/${ids.Newest}`, { token: owner.token, body: { is_public: true } });
    expect((await search('category=lib')).body.dictionaries.map((d) => d.name)).toEqual(['Newest', 'Middle', 'Oldest']);
  });

  it('lets an admin unpublish a public game, and tells its owner why', async () => {
    expect((await api.call('POST', `/api/admin/dictionaries/${ids.Oldest}/unpublish`, { token: reader.token, body: {} })).status).toBe(403);
    const done = await api.call('POST', `/api/admin/dictionaries/${ids.Oldest}/unpublish`, { token: admin.token, body: { reason: 'Off-topic' } });
    expect(done).toEqual({ status: 200, body: { message: 'Game unpublished' } });
    expect((await search('category=lib')).body.dictionaries.map((d) => d.name)).not.toContain('Oldest');
    const again = await api.call('POST', `/api/admin/dictionaries/${ids.Oldest}/unpublish`, { token: admin.token, body: {} });
    expect(again).toEqual({ status: 409, body: { error: 'This game is not public', code: 'game_not_public' } });
    const notes = await api.call<{ notifications: Array<{ title: string; message: string }> }>('GET', '/api/sharing/notifications', { token: owner.token });
    expect(notes.body.notifications[0]).toMatchObject({ title: 'Your game was unpublished', message: expect.stringContaining('Reason: Off-topic') });
    expect((await api.call('POST', '/api/admin/dictionaries/999999/unpublish', { token: admin.token, body: {} })).status).toBe(404);
  });
});
