import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedGame } from '@matchdrop/shared';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

type Saved = { message: string; dictionary: SavedGame };
type Listed = { dictionaries: SavedGame[] };
type Failure = { error: string; suspended?: boolean; suspensionReason?: string };

describe.each(await testBackends())('saved games (legacy and v2) on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;

  const save = (user: TestUser, body: Record<string, unknown>, path = '/api/v2/dictionaries') => api.call<Saved>('POST', path, { token: user.token, body });
  const saveOk = async (user: TestUser, body: Record<string, unknown>): Promise<SavedGame> => {
    const res = await save(user, { data: { cat: 'кошка' }, ...body });
    expect(res.status).toBe(201);
    return res.body.dictionary;
  };
  const failure = async (user: TestUser, body: Record<string, unknown>): Promise<string> => {
    const res = await api.call<Failure>('POST', '/api/v2/dictionaries', { token: user.token, body });
    expect(res.status).toBe(400);
    return res.body.error;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    [alice, bob] = await api.createUsers(2);
  });
  afterAll(() => api.close());

  it('saves a game as a normalized two-way map and answers the dictionary object', async () => {
    const res = await save(alice, {
      name: '  Animals ',
      data: { cat: 'кошка', dog: 'собака', собака: 'dog' },
      description: 'Pets',
      category: 'language',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Game saved successfully');
    expect(res.body.dictionary).toEqual({
      id: expect.any(Number),
      name: 'Animals',
      description: 'Pets',
      data: { cat: 'кошка', dog: 'собака', собака: 'dog', кошка: 'cat' },
      is_public: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      category: 'language',
      owner_username: alice.username,
      pair_count: 2,
    });
  });

  it('answers the pairs as stored, whatever characters they hold, in the same order from the list, the game and the save', async () => {
    // The reads write the stored JSON text into the answer as is (games/serialize.ts): quotes, backslashes, line
    // separators, emoji and number-like items must come back exactly, and in the order JSON.parse gives a client.
    const data = { '10': 'ten', '2': 'two', 'say "hi"': 'back\\slash', 'line\u2028sep': '😀 emoji', Ω: '</script> & <b>' };
    const saved = await saveOk(bob, { name: 'Tricky texts', data });
    const read = await api.call<{ dictionary: SavedGame }>('GET', `/api/v2/dictionaries/${saved.id}`, { token: bob.token });
    const listed = await api.call<Listed>('GET', '/api/dictionaries', { token: bob.token });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(read.body.dictionary).toEqual(saved);
    const fromList = listed.body.dictionaries.find((game) => game.id === saved.id);
    expect(fromList).toEqual(saved);
    for (const answer of [read.body.dictionary.data, fromList!.data]) {
      expect(Object.entries(answer)).toEqual(Object.entries(saved.data));
      for (const [item, counterpart] of Object.entries(data)) expect(answer[item]).toBe(counterpart);
    }
    expect(Object.keys(saved.data).slice(0, 2)).toEqual(['2', '10']);
  });

  it('reads the game from content text (JSON or CSV/TSV) when no data is sent, and data wins over content', async () => {
    expect((await saveOk(alice, { name: 'From JSON text', data: undefined, content: '{"H":"Hydrogen"}' })).data).toEqual({ H: 'Hydrogen', Hydrogen: 'H' });
    expect((await saveOk(alice, { name: 'From CSV', data: undefined, content: 'term,definition\nHe,Helium\nLi,Lithium' })).pair_count).toBe(2);
    expect((await saveOk(alice, { name: 'From TSV', data: undefined, content: 'Na\tSodium' })).data).toEqual({ Na: 'Sodium', Sodium: 'Na' });
    expect((await saveOk(alice, { name: 'Data as text', data: '{"Mg":"Magnesium"}' })).data).toEqual({ Mg: 'Magnesium', Magnesium: 'Mg' });
    const both = await saveOk(alice, { name: 'Both', data: { a: 'b' }, content: '{"x":"y"}' });
    expect(both.data).toEqual({ a: 'b', b: 'a' });
  });

  it('answers the shared normalizer’s messages as 400', async () => {
    expect(await failure(alice, { name: 'X', data: ['a', 'b'] })).toBe('Invalid JSON format');
    expect(await failure(alice, { name: 'X', data: {} })).toBe('Game file is empty');
    expect(await failure(alice, { name: 'X', content: '{"a": ' })).toBe('Invalid JSON file format');
    expect(await failure(alice, { name: 'X', data: { a: '  ' } })).toBe('No items processed from dictionary');
    expect(await failure(alice, { name: 'X', data: { ['k'.repeat(201)]: 'v' } })).toBe(`Key "${'k'.repeat(50)}…" exceeds maximum length of 200 characters`);
    expect(await failure(alice, { name: 'X', data: { k: 'v'.repeat(201) } })).toBe(`Value "${'v'.repeat(50)}…" exceeds maximum length of 200 characters`);
    expect(await failure(alice, { name: 'X' })).toBe('Game data is required');
  });

  it('requires a game name that is not blank and at most 50 characters', async () => {
    expect(await failure(alice, { data: { a: 'b' } })).toBe('Game name is required');
    expect(await failure(alice, { name: '   ', data: { a: 'b' } })).toBe('Game name is required');
    expect(await failure(alice, { name: 'n'.repeat(51), data: { a: 'b' } })).toBe('Game name must be at most 50 characters');
    expect((await saveOk(alice, { name: 'n'.repeat(50) })).name).toHaveLength(50);
  });

  it('bounds the optional description and category, and stores blank ones as null', async () => {
    expect(await failure(alice, { name: 'X', data: { a: 'b' }, description: 'd'.repeat(1001) })).toBe('Description must be at most 1000 characters');
    expect(await failure(alice, { name: 'X', data: { a: 'b' }, category: 'c'.repeat(51) })).toBe('Category must be at most 50 characters');
    expect(await failure(alice, { name: 'X', data: { a: 'b' }, is_public: 'yes' })).toBe('is_public must be true or false');
    expect(await saveOk(alice, { name: 'Blank', description: ' ', category: '' })).toMatchObject({ description: null, category: null });
  });

  it('refuses saving without a login (401) and for a suspended user (403 with the reason), on both APIs', async () => {
    const anonymous = await api.call<Failure>('POST', '/api/v2/dictionaries', { body: { name: 'X', data: { a: 'b' } } });
    expect(anonymous.status).toBe(401);
    const suspended = await api.createUser({ is_suspended: true, suspension_reason: 'Spam' });
    for (const path of ['/api/v2/dictionaries', '/api/dictionaries']) {
      const res = await api.call<Failure>('POST', path, { token: suspended.token, body: { name: 'X', data: { a: 'b' } } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Your account is suspended: Spam', code: 'account_suspended', suspended: true, suspensionReason: 'Spam' });
    }
  });

  it('legacy: saves, lists only the caller’s games newest first, and deletes', async () => {
    const carol = await api.createUser();
    const first = await save(carol, { name: 'First', data: { a: 'b' }, is_public: true }, '/api/dictionaries');
    expect(first.status).toBe(201);
    const second = await save(carol, { name: 'Second', content: '{"c":"d"}' }, '/api/dictionaries');
    await saveOk(bob, { name: 'Not carol’s' });

    const list = await api.call<Listed>('GET', '/api/dictionaries', { token: carol.token });
    expect(list.status).toBe(200);
    expect(list.body.dictionaries.map((d) => d.name)).toEqual(['Second', 'First']);
    expect(list.body.dictionaries[1]).toMatchObject({ is_public: true, pair_count: 1, owner_username: carol.username });

    const deleted = await api.call('DELETE', `/api/dictionaries/${second.body.dictionary.id}`, { token: carol.token });
    expect(deleted).toEqual({ status: 200, body: { message: 'Game deleted' } });
    const after = await api.call<Listed>('GET', '/api/dictionaries', { token: carol.token });
    expect(after.body.dictionaries.map((d) => d.name)).toEqual(['First']);
    expect((await api.call('GET', '/api/dictionaries')).status).toBe(401);
  });

  it('hides another user’s private game exactly like a missing one (404) for read, update and delete', async () => {
    const secret = await saveOk(alice, { name: 'Secret' });
    const expected = { status: 404, body: { error: 'Game not found', code: 'game_not_found' } };
    expect(await api.call('GET', `/api/v2/dictionaries/${secret.id}`, { token: bob.token })).toEqual(expected);
    expect(await api.call('GET', `/api/v2/dictionaries/${secret.id}`)).toEqual(expected);
    expect(await api.call('PUT', `/api/v2/dictionaries/${secret.id}`, { token: bob.token, body: { name: 'Mine' } })).toEqual(expected);
    expect(await api.call('DELETE', `/api/v2/dictionaries/${secret.id}`, { token: bob.token })).toEqual(expected);
    expect(await api.call('DELETE', `/api/dictionaries/${secret.id}`, { token: bob.token })).toEqual(expected);
    expect(await api.call('GET', '/api/v2/dictionaries/999999', { token: alice.token })).toEqual(expected);
    const own = await api.call<Saved>('GET', `/api/v2/dictionaries/${secret.id}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.body.dictionary.name).toBe('Secret');
  });

  it('lets anyone read a public game, even logged out, but only the owner change or delete it', async () => {
    const open = await saveOk(alice, { name: 'Open', is_public: true });
    const anonymous = await api.call<Saved>('GET', `/api/v2/dictionaries/${open.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.dictionary).toMatchObject({ name: 'Open', is_public: true, owner_username: alice.username });
    const forbidden = { status: 403, body: { error: 'You can only change your own games', code: 'not_game_owner' } };
    expect(await api.call('PUT', `/api/v2/dictionaries/${open.id}`, { token: bob.token, body: { name: 'Taken' } })).toEqual(forbidden);
    expect(await api.call('DELETE', `/api/v2/dictionaries/${open.id}`, { token: bob.token })).toEqual(forbidden);
    expect((await api.call('GET', `/api/v2/dictionaries/${open.id}`)).status).toBe(200);
  });

  it('answers ids that are not positive integers with 400, never 500', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '1e3', '99999999999']) {
      expect(await api.call('GET', `/api/v2/dictionaries/${id}`, { token: alice.token })).toEqual({
        status: 400,
        body: { error: 'Invalid game id', code: 'invalid_input', field: 'id' },
      });
      expect((await api.call('DELETE', `/api/dictionaries/${id}`, { token: alice.token })).status).toBe(400);
    }
  });

  it('updates the owner’s game with the same rules as saving', async () => {
    const game = await saveOk(alice, { name: 'Draft' });
    const path = `/api/v2/dictionaries/${game.id}`;
    const res = await api.call<Saved>('PUT', path, { token: alice.token, body: { name: 'Final', is_public: true, data: { x: 'y' }, category: '' } });
    expect(res.status).toBe(200);
    expect(res.body.dictionary).toMatchObject({ id: game.id, name: 'Final', is_public: true, data: { x: 'y', y: 'x' }, category: null });
    expect(await api.call('PUT', path, { token: alice.token, body: { name: ' ' } })).toEqual({
      status: 400,
      body: { error: 'Game name is required', code: 'invalid_input', field: 'name' },
    });
    expect(await api.call('PUT', path, { token: alice.token, body: { data: {} } })).toEqual({ status: 400, body: { error: 'Game file is empty', code: 'invalid_game_data' } });
    const unchanged = await api.call<Saved>('GET', path, { token: alice.token });
    expect(unchanged.body.dictionary).toMatchObject({ name: 'Final', data: { x: 'y', y: 'x' } });
    const suspended = await api.createUser({ is_suspended: true });
    expect((await api.call('PUT', path, { token: suspended.token, body: { name: 'Z' } })).status).toBe(403);
  });

  it('deletes the owner’s game through v2', async () => {
    const game = await saveOk(alice, { name: 'Doomed' });
    expect(await api.call('DELETE', `/api/v2/dictionaries/${game.id}`, { token: alice.token })).toEqual({ status: 200, body: { message: 'Game deleted' } });
    expect((await api.call('GET', `/api/v2/dictionaries/${game.id}`, { token: alice.token })).status).toBe(404);
  });
});
