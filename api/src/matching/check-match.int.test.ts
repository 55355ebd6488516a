import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

describe.each(await testBackends())('POST /api/check-match on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;

  const check = (body: Record<string, unknown>, user?: TestUser) => api.call<{ isMatch?: boolean; error?: string }>('POST', '/api/check-match', { token: user?.token, body });
  const saveGame = async (body: Record<string, unknown>): Promise<number> =>
    (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: alice.token, body })).body.dictionary.id;

  beforeAll(async () => {
    api = await startTestApi(kind);
    [alice, bob] = await api.createUsers(2);
  });
  afterAll(() => api.close());

  it('judges the built-in times table by its pairs: "12" matches both 3 × 4 and 2 × 6', async () => {
    const game = { gameId: 'multiplication-table' };
    expect(await check({ ...game, item1: '3 × 4', item2: '12' })).toEqual({ status: 200, body: { isMatch: true } });
    expect((await check({ ...game, item1: '2 × 6', item2: '12' })).body.isMatch).toBe(true);
    expect((await check({ ...game, item1: '12', item2: '3 × 4' })).body.isMatch).toBe(true);
    expect((await check({ ...game, item1: '3 × 4', item2: '13' })).body.isMatch).toBe(false);
    expect((await check({ ...game, item1: '3 × 4', item2: '2 × 6' })).body.isMatch).toBe(false);
  });

  it('judges a saved game the caller may see, in either direction', async () => {
    const privateId = await saveGame({ name: 'Private', data: { cat: 'кошка', dog: 'собака' } });
    expect((await check({ dictionaryId: privateId, item1: 'кошка', item2: 'cat' }, alice)).body.isMatch).toBe(true);
    expect((await check({ dictionaryId: String(privateId), item1: 'cat', item2: 'собака' }, alice)).body.isMatch).toBe(false);
    const publicId = await saveGame({ name: 'Public', data: { H: 'Hydrogen' }, is_public: true });
    expect(await check({ dictionaryId: publicId, item1: 'H', item2: 'Hydrogen' })).toEqual({ status: 200, body: { isMatch: true } });
    expect(await check({ dictionaryId: privateId, item1: 'cat', item2: 'кошка' }, bob)).toEqual({ status: 404, body: { error: 'Game not found', code: 'game_not_found' } });
    expect((await check({ dictionaryId: privateId, item1: 'cat', item2: 'кошка' })).status).toBe(404);
  });

  it('judges a pair without a game against the built-in catalog and the games the caller may read', async () => {
    expect(await check({ item1: '3 × 4', item2: '12' })).toEqual({ status: 200, body: { isMatch: true } });
    expect((await check({ item1: '12', item2: '2 × 6' }, bob)).body.isMatch).toBe(true);
    expect((await check({ item1: '3 × 4', item2: '13' }, bob)).body.isMatch).toBe(false);
    expect((await check({ item1: '12', item2: '12' })).body.isMatch).toBe(false);

    await saveGame({ name: 'Secret', data: { 'zebra-pass': 'зебра-пароль' } });
    expect(await check({ item1: 'zebra-pass', item2: 'зебра-пароль' }, bob)).toEqual({ status: 200, body: { isMatch: false } });
    expect((await check({ item1: 'zebra-pass', item2: 'зебра-пароль' })).body.isMatch).toBe(false);
    expect((await check({ item1: 'зебра-пароль', item2: 'zebra-pass' }, alice)).body.isMatch).toBe(true);
    expect((await check({ item1: 'zebra-pass', item2: 'нет' }, alice)).body.isMatch).toBe(false);

    await saveGame({ name: 'Open', data: { 'okapi-x': 'окапи-x' }, is_public: true });
    expect((await check({ item1: 'окапи-x', item2: 'okapi-x' }, bob)).body.isMatch).toBe(true);
    expect((await check({ item1: 'okapi-x', item2: 'окапи-x' })).body.isMatch).toBe(true);
  });

  it('keeps a given game as a narrowing: a pair of another game is no match there', async () => {
    const own = await saveGame({ name: 'Narrow', data: { 'lynx-n': 'рысь-n' } });
    expect((await check({ item1: 'lynx-n', item2: 'рысь-n' }, alice)).body.isMatch).toBe(true);
    expect((await check({ gameId: 'multiplication-table', item1: 'lynx-n', item2: 'рысь-n' }, alice)).body.isMatch).toBe(false);
    expect((await check({ dictionaryId: own, item1: '3 × 4', item2: '12' }, alice)).body.isMatch).toBe(false);
    expect((await check({ dictionaryId: own, item1: 'lynx-n', item2: 'рысь-n' }, bob)).status).toBe(404);
  });

  it('answers a missing game with 404 and a bad body with 400', async () => {
    expect(await check({ gameId: 'no-such-game', item1: 'a', item2: 'b' })).toEqual({ status: 404, body: { error: 'Game not found', code: 'game_not_found' } });
    expect(await check({ dictionaryId: 999_999, item1: 'a', item2: 'b' })).toEqual({ status: 404, body: { error: 'Game not found', code: 'game_not_found' } });
    expect(await check({ item1: 'a' })).toEqual({ status: 400, body: { error: 'item2 is required', code: 'invalid_input', field: 'item2' } });
    expect(await check({ gameId: 'numbers', item2: 'b' })).toEqual({ status: 400, body: { error: 'item1 is required', code: 'invalid_input', field: 'item1' } });
    expect(await check({ gameId: 'numbers', item1: 5, item2: 'b' })).toEqual({ status: 400, body: { error: 'item1 must be text', code: 'invalid_input', field: 'item1' } });
    expect(await check({ dictionaryId: 'x', item1: 'a', item2: 'b' })).toEqual({ status: 400, body: { error: 'Invalid game id', code: 'invalid_input', field: 'dictionaryId' } });
    const noBody = await api.call<{ error: string }>('POST', '/api/check-match');
    expect(noBody).toEqual({ status: 400, body: { error: 'item1 is required', code: 'invalid_input', field: 'item1' } });
  });
});
