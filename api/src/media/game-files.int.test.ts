import { testBackends } from '@matchdrop/db/testing';
import { pictureItem } from '@matchdrop/shared';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi, type TestUser } from '../testing.js';

const picture = (background: string, width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function postFile(api: TestApi, path: string, token: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${api.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    body: (await res.json()) as { media?: { id: string; url: string }; dictionary?: { id: number; name: string; data: Record<string, string> }; error?: string; code?: string },
  };
}

async function getBytes(api: TestApi, path: string, token?: string) {
  const res = await fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const IMPORTS_PER_HOUR = 6;

describe.each(await testBackends())('picture games on the legacy API, exported and imported, on %s', (kind) => {
  const api = useTestApi(kind, { media: { importsPerHour: IMPORTS_PER_HOUR } });

  /** A teacher's game of two pictures (an apple and a pear) and a text pair. */
  async function pictureGame(owner: TestUser) {
    const apple = (await postFile(api(), '/api/media', owner.token, await picture('#d22'), 'apple.png')).body.media!;
    const pear = (await postFile(api(), '/api/media', owner.token, await picture('#9c3'), 'pear.png')).body.media!;
    const data = { [pictureItem(apple.id, 'a red apple')]: 'apple', [pictureItem(pear.id, 'a green pear')]: 'pear', plum: 'слива' };
    const saved = await api().post('/api/dictionaries', { name: 'Fruit', data, is_public: false }, { token: owner.token });
    expect(saved.status).toBe(201);
    return { id: saved.body.dictionary.id as number, apple, pear, data };
  }

  it('R-PIC-9: an old-style client lists, saves again and plays a picture game as strings without losing its pictures', async () => {
    const owner = await api().createUser();
    const game = await pictureGame(owner);
    const twoWay = { ...game.data, apple: pictureItem(game.apple.id, 'a red apple'), pear: pictureItem(game.pear.id, 'a green pear'), слива: 'plum' };
    const listed = await api().get('/api/dictionaries', { token: owner.token });
    const list = (Array.isArray(listed.body) ? listed.body : listed.body.dictionaries) as { id: number; data: Record<string, string> }[];
    const listedGame = list.find((g) => g.id === game.id)!;
    expect(listedGame.data).toEqual(twoWay);
    // It saves what it got back, as it got it: the copy still names the same pictures.
    const copy = await api().post('/api/dictionaries', { name: 'Fruit again', data: listedGame.data }, { token: owner.token });
    expect(copy.body.dictionary.data).toEqual(twoWay);
    // It plays: a dealt pair, judged by the server, a play recorded with a missed picture pair.
    const dealt = await api().get(`/api/v2/dictionaries/${game.id}/pairs?count=3`, { token: owner.token });
    expect(dealt.status).toBe(200);
    expect(JSON.stringify(dealt.body)).toContain(`[img:${game.apple.id}] a red apple`);
    const check = (item1: string, item2: string) => api().post('/api/check-match', { item1, item2, dictionaryId: game.id }, { token: owner.token });
    expect((await check(pictureItem(game.apple.id, 'a red apple'), 'apple')).body).toEqual({ isMatch: true });
    expect((await check(pictureItem(game.apple.id, 'a red apple'), 'pear')).body).toEqual({ isMatch: false });
    const missed = [pictureItem(game.pear.id, 'a green pear'), 'pear'];
    const play = await api().post(
      `/api/v2/dictionaries/${game.id}/play`,
      { pairs: 3, score: 20, accuracy: 66.67, time: 9000, correct: 2, wrong: 1, missedPairs: [missed] },
      { token: owner.token },
    );
    expect(play.status).toBe(201);
    const history = await api().get(`/api/v2/dictionaries/${game.id}/history`, { token: owner.token });
    expect(JSON.stringify(history.body)).toContain(JSON.stringify(missed).slice(1, -1));
  });

  it('R-PIC-9: an assignment on a picture game judges a picture item like any other, and its report names it', async () => {
    const [teacher, student] = await api().createUsers(2);
    const game = await pictureGame(teacher);
    const as =
      (user: TestUser) =>
      (path: string, body: unknown = {}) =>
        api().post(path, body, { token: user.token });
    const klass = (await as(teacher)('/api/classes', { name: 'Fruit class' })).body.class as { id: number; code: string };
    expect((await as(student)('/api/classes/join', { code: klass.code })).status).toBe(200);
    const dueAt = new Date(api().clock.now().getTime() + 3 * 86_400_000).toISOString();
    const set = await as(teacher)(`/api/classes/${klass.id}/assignments`, {
      gameType: 'saved',
      gameId: game.id,
      pairCount: 3,
      dueAt,
      goal: { kind: 'plays', count: 1 },
      acceptLate: false,
    });
    expect(set.status).toBe(201);
    const play = (await as(student)(`/api/assignments/${set.body.assignment.id}/plays`)).body.play as { id: number; items: string[] };
    const apple = pictureItem(game.apple.id, 'a red apple');
    expect(play.items).toContain(apple);
    const attempt = (item1: string, item2: string) => as(student)(`/api/assignment-plays/${play.id}/attempts`, { item1, item2 });
    expect((await attempt(apple, 'pear')).body.correct).toBe(false);
    expect((await attempt(apple, 'apple')).body.correct).toBe(true);
    const report = await api().get(`/api/assignments/${set.body.assignment.id}/report`, { token: teacher.token });
    expect(JSON.stringify(report.body)).toContain(`[img:${game.apple.id}] a red apple`);
  });

  it('R-PIC-9: a plain-text game is answered exactly as before, byte for byte', async () => {
    const owner = await api().createUser();
    const saved = await api().post('/api/dictionaries', { name: 'Capitals', data: { France: 'Paris' } }, { token: owner.token });
    const { id, created_at } = saved.body.dictionary as { id: number; created_at: string };
    const res = await fetch(`${api().url}/api/v2/dictionaries/${id}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(await res.text()).toBe(
      `{"dictionary":{"id":${id},"name":"Capitals","description":null,"is_public":false,"created_at":"${created_at}","category":null,"owner_username":"${owner.username}","pair_count":1,"data":{"Paris": "France", "France": "Paris"}}}`,
    );
  });

  it('R-PIC-10: exports a .zip (pairs.csv naming images/) that imports as the same game with byte-identical pictures', async () => {
    const [owner, student] = await api().createUsers(2);
    const game = await pictureGame(owner);
    const zip = await getBytes(api(), `/api/dictionaries/${game.id}/export.zip`, owner.token);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''Fruit.zip`);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(['images/' + game.apple.id + '.webp', 'images/' + game.pear.id + '.webp', 'pairs.csv'].sort());
    const csv = strFromU8(files['pairs.csv']!);
    const rows = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(',').sort().join(','));
    expect(rows).toContain(`"[img:images/${game.apple.id}.webp] a red apple","apple"`);
    expect(rows).toContain('"plum","слива"');
    const stored = (await getBytes(api(), game.apple.url)).bytes;
    expect(Buffer.from(files[`images/${game.apple.id}.webp`]!).equals(Buffer.from(stored))).toBe(true);
    // Someone else cannot export a private game.
    expect((await getBytes(api(), `/api/dictionaries/${game.id}/export.zip`, student.token)).status).toBe(404);

    const imported = await postFile(api(), '/api/dictionaries/import', owner.token, zip.bytes, 'Fruit.zip');
    expect(imported.status).toBe(201);
    expect(imported.body.dictionary).toMatchObject({ name: 'Fruit', data: (await api().get(`/api/v2/dictionaries/${game.id}`, { token: owner.token })).body.dictionary.data });
    const again = (await getBytes(api(), game.apple.url)).bytes;
    expect(Buffer.from(again).equals(Buffer.from(stored))).toBe(true);
  });

  it('R-PIC-10: exports JSON carrying the pictures, which imports as the same game', async () => {
    const owner = await api().createUser();
    const game = await pictureGame(owner);
    const exported = await getBytes(api(), `/api/dictionaries/${game.id}/export.json`, owner.token);
    const json = JSON.parse(strFromU8(exported.bytes)) as { name: string; data: Record<string, string>; pictures: Record<string, string> };
    expect(Object.keys(json.pictures).sort()).toEqual([game.apple.id, game.pear.id].sort());
    expect(Buffer.from(json.pictures[game.pear.id]!, 'base64').equals(Buffer.from((await getBytes(api(), game.pear.url)).bytes))).toBe(true);
    const imported = await postFile(api(), '/api/dictionaries/import', owner.token, exported.bytes, 'Fruit.json', { name: 'Fruit (copy)' });
    expect(imported.status).toBe(201);
    expect(imported.body.dictionary).toMatchObject({ name: 'Fruit (copy)', data: json.data });
    // A JSON written elsewhere: its picture's id there is not this server's; the item is renamed to the stored one.
    const elsewhere = 'e'.repeat(64);
    const foreign = {
      name: 'Kiwi',
      data: { [pictureItem(elsewhere, 'a kiwi')]: 'kiwi', kiwi: pictureItem(elsewhere, 'a kiwi') },
      pictures: { [elsewhere]: (await picture('#7a3')).toString('base64') },
    };
    const kiwi = await postFile(api(), '/api/dictionaries/import', owner.token, strToU8(JSON.stringify(foreign)), 'kiwi.json');
    const item = Object.keys(kiwi.body.dictionary!.data).find((key) => key !== 'kiwi')!;
    expect(item).toMatch(/^\[img:[0-9a-f]{64}\] a kiwi$/);
    expect(item).not.toContain(elsewhere);
    expect((await getBytes(api(), `/api/media/${item.slice(5, 69)}.webp`)).status).toBe(200);
  });

  it('R-PIC-10: a JSON import stores only the pictures its map names', async () => {
    const owner = await api().createUser();
    const named = (await picture('#246', 90, 60)).toString('base64');
    const extra = await picture('#642', 90, 60);
    const file = { name: 'Plum', data: { [pictureItem('a'.repeat(64), 'a plum')]: 'plum' }, pictures: { ['a'.repeat(64)]: named, ['b'.repeat(64)]: extra.toString('base64') } };
    const imported = await postFile(api(), '/api/dictionaries/import', owner.token, strToU8(JSON.stringify(file)), 'plum.json');
    expect(imported.status).toBe(201);
    const db = api().handle.db;
    const owned = await db.selectFrom('media_owners').select('media_id').where('user_id', '=', owner.id).execute();
    expect(owned).toHaveLength(1);
    expect(Object.keys(imported.body.dictionary!.data).some((key) => key.includes(owned[0]!.media_id))).toBe(true);
  });

  it('R-PIC-10: imports a hand-made .zip: its pictures are stored as uploads are, and a cell naming a missing file is refused', async () => {
    const owner = await api().createUser();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#fa0' } })
      .jpeg()
      .toBuffer();
    const csv = 'Term,Counterpart\r\n"[img:images/orange.jpg] an orange",orange\r\nlemon,лимон\r\n';
    const imported = await postFile(api(), '/api/dictionaries/import', owner.token, zipSync({ 'pairs.csv': strToU8(csv), 'images/orange.jpg': jpeg }), 'Citrus.zip');
    expect(imported.status).toBe(201);
    const pictureKey = Object.keys(imported.body.dictionary!.data).find((key) => key.startsWith('[img:'))!;
    expect(pictureKey).toMatch(/^\[img:[0-9a-f]{64}\] an orange$/);
    const served = await sharp(Buffer.from((await getBytes(api(), `/api/media/${pictureKey.slice(5, 69)}.webp`)).bytes)).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 768, 512]);

    const missing = zipSync({ 'pairs.csv': strToU8('"[img:images/kiwi.png] a kiwi",kiwi\r\n') });
    expect((await postFile(api(), '/api/dictionaries/import', owner.token, missing, 'Kiwi.zip')).body).toEqual({
      code: 'invalid_game_data',
      error: 'pairs.csv names images/kiwi.png, which is not in the .zip.',
    });
    const svgInside = zipSync({ 'pairs.csv': strToU8('"[img:images/x.png] a logo",logo\r\n'), 'images/x.png': strToU8('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect((await postFile(api(), '/api/dictionaries/import', owner.token, svgInside, 'Logo.zip')).body.code).toBe('picture_not_accepted');
    const control = zipSync({ 'pairs.csv': strToU8('bell\u0007,ring\r\n') });
    expect((await postFile(api(), '/api/dictionaries/import', owner.token, control, 'Bell.zip')).body.code).toBe('control_character');
    expect((await postFile(api(), '/api/dictionaries/import', owner.token, strToU8('PK\u0003\u0004garbage'), 'Broken.zip')).body).toEqual({
      code: 'invalid_game_data',
      error: 'The .zip could not be read.',
    });
  });

  it('R-PIC-10: refuses a .zip whose stored entries understate their size and share their bytes (an overlapping zip bomb)', async () => {
    const owner = await api().createUser();
    // One stored 1 MB entry, then 110 directory entries all pointing at it, each claiming to unpack to 0 bytes.
    const one = zipSync({ 'images/a.webp': [new Uint8Array(1024 * 1024).fill(7), { level: 0 }] });
    const view = new DataView(one.buffer, one.byteOffset, one.byteLength);
    const eocd = one.length - 22;
    const cdStart = view.getUint32(eocd + 16, true);
    const entry = one.slice(cdStart, eocd);
    new DataView(entry.buffer).setUint32(24, 0, true);
    const copies = 110;
    const bomb = new Uint8Array(cdStart + entry.length * copies + 22);
    bomb.set(one.subarray(0, cdStart));
    for (let i = 0; i < copies; i++) bomb.set(entry, cdStart + i * entry.length);
    const end = one.slice(eocd);
    const endView = new DataView(end.buffer);
    endView.setUint16(8, copies, true);
    endView.setUint16(10, copies, true);
    endView.setUint32(12, entry.length * copies, true);
    bomb.set(end, cdStart + entry.length * copies);
    expect((await postFile(api(), '/api/dictionaries/import', owner.token, bomb, 'Bomb.zip')).body).toEqual({
      code: 'invalid_game_data',
      error: 'The .zip holds too many files or too much data.',
    });
  });

  it('R-PIC-10: a file refused for its text stores none of its pictures (nothing fills the quota)', async () => {
    const owner = await api().createUser();
    const png = await picture('#159', 70, 50);
    const csv = '"[img:images/a.png] a blue box",box\r\nbell\u0007,ring\r\n';
    const zipped = await postFile(api(), '/api/dictionaries/import', owner.token, zipSync({ 'pairs.csv': strToU8(csv), 'images/a.png': png }), 'Bell.zip');
    expect(zipped.body.code).toBe('control_character');
    const json = { name: 'x'.repeat(500), data: { [pictureItem('c'.repeat(64), 'a box')]: 'box' }, pictures: { ['c'.repeat(64)]: png.toString('base64') } };
    const long = await postFile(api(), '/api/dictionaries/import', owner.token, strToU8(JSON.stringify({ ...json, description: 'd'.repeat(100_000) })), 'box.json');
    expect(long.status).toBe(400);
    expect(await api().handle.db.selectFrom('media_owners').select('media_id').where('user_id', '=', owner.id).execute()).toEqual([]);
  });

  it('R-PIC-10: limits imports per account (429), others unaffected', async () => {
    const [busy, other] = await api().createUsers(2);
    const file = strToU8(JSON.stringify({ name: 'Tiny', data: { a: 'b' } }));
    for (let i = 0; i < IMPORTS_PER_HOUR; i++) expect((await postFile(api(), '/api/dictionaries/import', busy.token, file, 'tiny.json')).status).toBe(201);
    expect(await postFile(api(), '/api/dictionaries/import', busy.token, file, 'tiny.json')).toEqual({
      status: 429,
      body: { code: 'rate_limited', error: 'Too many games imported in the last hour. Wait a while, then import the rest.', retryAfterSeconds: expect.any(Number) },
    });
    expect((await postFile(api(), '/api/dictionaries/import', other.token, file, 'tiny.json')).status).toBe(201);
  });
});
