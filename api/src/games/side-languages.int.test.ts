import { testBackends } from '@matchdrop/db/testing';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { itemLanguage, pairsToCsv, pictureItem, uniquePairs, type GameData } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../testing.js';

const FRENCH = { left: 'en', right: 'fr' };

async function importFile(api: TestApi, token: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${api.url}/api/dictionaries/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { dictionary?: { id: number; languages?: unknown }; error?: string } };
}

async function exported(api: TestApi, id: number, token: string, kind: 'zip' | 'json') {
  const res = await fetch(`${api.url}/api/dictionaries/${id}/export.${kind}`, { headers: { authorization: `Bearer ${token}` } });
  return new Uint8Array(await res.arrayBuffer());
}

describe.each(await testBackends())('side languages of saved games on %s', (kind) => {
  const api = useTestApi(kind);

  it('R-PIC-18: a game is saved, read, changed and cleared with its side languages through the v2 API', async () => {
    const owner = await api().createUser();
    const created = await api().post('/api/v2/dictionaries', { name: 'Fruits', data: { apple: 'pomme', pear: 'poire' }, languages: FRENCH }, { token: owner.token });
    expect(created.status).toBe(201);
    expect(created.body.dictionary.languages).toEqual(FRENCH);
    const id = created.body.dictionary.id as number;
    expect((await api().get(`/api/v2/dictionaries/${id}`, { token: owner.token })).body.dictionary.languages).toEqual(FRENCH);
    const changed = await api().call('PUT', `/api/v2/dictionaries/${id}`, { body: { languages: { left: 'en-GB', right: '' } }, token: owner.token });
    expect(changed.body.dictionary.languages).toEqual({ left: 'en-GB', right: '' });
    // A change that does not send them keeps them.
    expect((await api().call('PUT', `/api/v2/dictionaries/${id}`, { body: { name: 'Fruit' }, token: owner.token })).body.dictionary.languages).toEqual({
      left: 'en-GB',
      right: '',
    });
    // Null (or both sides blank) clears them: the game answers without the field again.
    const cleared = await api().call('PUT', `/api/v2/dictionaries/${id}`, { body: { languages: null }, token: owner.token });
    expect(cleared.status).toBe(200);
    expect('languages' in cleared.body.dictionary).toBe(false);
    const copy = await api().post(`/api/v2/dictionaries/${created.body.dictionary.id}/copy`, {}, { token: owner.token });
    expect('languages' in copy.body.dictionary).toBe(false);
  });

  it('R-PIC-18: the public lists show each game’s languages, and nothing of the left items kept with them', async () => {
    const owner = await api().createUser();
    const name = `Listed ${owner.id}`;
    await api().post('/api/v2/dictionaries', { name, data: { apple: 'pomme', pear: 'poire' }, languages: FRENCH, is_public: true }, { token: owner.token });
    for (const path of ['/api/v2/dictionaries/public/search', '/api/dictionaries/public']) {
      const { dictionaries } = (await api().get(path)).body as { dictionaries: Array<{ name: string; languages?: unknown }> };
      expect(dictionaries.find((game) => game.name === name)?.languages, path).toEqual(FRENCH);
    }
  });

  it('R-PIC-18: each pair keeps its item on the side it was sent on, though the database reorders the pairs', async () => {
    const owner = await api().createUser();
    // A picture item's text is long: stored as jsonb it would come after "poire", and "poire" would read as the left item.
    const pear = pictureItem('b'.repeat(64), 'a green pear');
    const content = `${pairsToCsv([
      [pear, 'poire'],
      ['7', 'sept'],
      ['apple', 'pomme'],
    ])}`;
    const created = await api().post('/api/v2/dictionaries', { name: 'Fruits', content, languages: FRENCH }, { token: owner.token });
    const id = created.body.dictionary.id as number;
    // Sorted: which pair comes first is not the point (a parsed object puts "7" first in any case), which side is.
    const leftOf = (data: GameData) =>
      uniquePairs(data)
        .map(([left]) => left)
        .sort();
    const read = (await api().get(`/api/v2/dictionaries/${id}`, { token: owner.token })).body.dictionary;
    expect(leftOf(read.data)).toEqual(['7', 'apple', pear].sort());
    expect(itemLanguage(read.data, read.languages, 'poire')).toBe('fr');
    expect(itemLanguage(read.data, read.languages, pear)).toBe('en');
    const listed = (await api().get('/api/dictionaries', { token: owner.token })).body.dictionaries[0];
    expect(leftOf(listed.data)).toEqual(['7', 'apple', pear].sort());
    // New pairs without languages in the change: the sides are those of the pairs as now sent.
    const turned = await api().call('PUT', `/api/v2/dictionaries/${id}`, { body: { content: pairsToCsv([['poire', pear]]) }, token: owner.token });
    expect(leftOf(turned.body.dictionary.data)).toEqual(['poire']);
    expect(turned.body.dictionary.languages).toEqual(FRENCH);
    // Its exports keep the sides too.
    const csv = strFromU8(unzipSync(await exported(api(), id, owner.token, 'zip'))['pairs.csv']!);
    expect(csv.split('\r\n')[1]).toMatch(/^"?poire"?,/);
  });

  it('R-PIC-20: an assignment play says the language of each dealt item, and nothing more for a game without languages', async () => {
    const [teacher, student] = await api().createUsers(2);
    const as =
      (user: { token: string }) =>
      (path: string, body: unknown = {}) =>
        api().post(path, body, { token: user.token });
    const content = pairsToCsv([
      ['apple', 'pomme'],
      ['pear', 'poire'],
      ['plum', 'prune'],
    ]);
    const withLanguages = (await as(teacher)('/api/v2/dictionaries', { name: 'Fruits', content, languages: FRENCH })).body.dictionary.id as number;
    const without = (await as(teacher)('/api/v2/dictionaries', { name: 'Plain', content })).body.dictionary.id as number;
    const klass = (await as(teacher)('/api/classes', { name: 'Fruit class' })).body.class as { id: number; code: string };
    await as(student)('/api/classes/join', { code: klass.code });
    const dueAt = new Date(api().clock.now().getTime() + 3 * 86_400_000).toISOString();
    const assign = async (gameId: number) =>
      (await as(teacher)(`/api/classes/${klass.id}/assignments`, { gameType: 'saved', gameId, pairCount: 3, dueAt, goal: { kind: 'plays', count: 1 }, acceptLate: false })).body
        .assignment.id as number;
    const play = (await as(student)(`/api/assignments/${await assign(withLanguages)}/plays`)).body.play as { id: number; items: string[]; itemLanguages?: string[] };
    const french = new Set(['pomme', 'poire', 'prune']);
    expect(play.itemLanguages).toEqual(play.items.map((item) => (french.has(item) ? 'fr' : 'en')));
    const resumed = (await api().get(`/api/assignment-plays/${play.id}`, { token: student.token })).body.play;
    expect(resumed.itemLanguages).toEqual(play.itemLanguages);
    const plain = (await as(student)(`/api/assignments/${await assign(without)}/plays`)).body.play;
    expect('itemLanguages' in plain).toBe(false);
  });

  it('R-PIC-18: a game without languages answers exactly the legacy fields, and a bad tag is a 400 naming the field', async () => {
    const owner = await api().createUser();
    const saved = await api().post('/api/dictionaries', { name: 'Plain', data: { cat: 'chat' } }, { token: owner.token });
    expect(Object.keys(saved.body.dictionary)).toEqual(['id', 'name', 'description', 'is_public', 'created_at', 'category', 'owner_username', 'pair_count', 'data']);
    const listed = await api().get('/api/dictionaries', { token: owner.token });
    expect(Object.keys(listed.body.dictionaries[0])).not.toContain('languages');
    const bad = await api().post('/api/v2/dictionaries', { name: 'Bad', data: { cat: 'chat' }, languages: { left: 'not a tag!', right: 'fr' } }, { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/language tag/);
    const wrongType = await api().call('PUT', `/api/v2/dictionaries/${saved.body.dictionary.id}`, { body: { languages: 'fr' }, token: owner.token });
    expect(wrongType.status).toBe(400);
    expect(typeof wrongType.body.error).toBe('string');
  });

  it('R-PIC-18: the languages survive the JSON and .zip export → import, and a bad languages.json is a 400', async () => {
    const owner = await api().createUser();
    const created = await api().post('/api/v2/dictionaries', { name: 'Fruits', data: { apple: 'pomme' }, languages: FRENCH }, { token: owner.token });
    const id = created.body.dictionary.id as number;
    const json = await exported(api(), id, owner.token, 'json');
    expect(JSON.parse(strFromU8(json)).languages).toEqual(FRENCH);
    expect((await importFile(api(), owner.token, json, 'fruits.json')).body.dictionary?.languages).toEqual(FRENCH);
    const zip = await exported(api(), id, owner.token, 'zip');
    const files = unzipSync(zip);
    expect(JSON.parse(strFromU8(files['languages.json']!))).toEqual(FRENCH);
    const fromZip = await importFile(api(), owner.token, zip, 'fruits.zip');
    expect(fromZip.status).toBe(201);
    expect(fromZip.body.dictionary?.languages).toEqual(FRENCH);
    const broken = zipSync({ 'pairs.csv': files['pairs.csv']!, 'languages.json': strToU8('{"left":"??"}') });
    const refused = await importFile(api(), owner.token, broken, 'broken.zip');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/language tags/);
  });
});
