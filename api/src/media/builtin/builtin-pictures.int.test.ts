import { readFile } from 'node:fs/promises';
import { testBackends } from '@matchdrop/db/testing';
import { findBuiltinGame, parsePictureItem, pictureIds, uniquePairs, type Pair } from '@matchdrop/shared';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, playJudged, startTestApi, type MovableClock, type TestApi, type TestUser } from '../../testing.js';
import { sweepUnusedPictures, UNUSED_PICTURE_GRACE_MS } from '../sweep.js';
import { builtinPictureFile } from './builtin-picture-files.js';

const PICTURE_GAMES = ['clock-faces', 'fraction-circles', 'shape-names', 'flags'];
const CLOCKS = findBuiltinGame('clock-faces')!;
const everyPicture = pictureIds(PICTURE_GAMES.flatMap((id) => Object.keys(findBuiltinGame(id)!.data)));

/** A clock pair as the catalog holds it: [picture item, digits]. */
const clockPair = (digits: string): Pair => uniquePairs(CLOCKS.data).find((pair) => pair.includes(digits))!;

describe.each(await testBackends())('built-in picture games, served and played on %s (R-PIC-22)', (kind) => {
  let api: TestApi;
  let clock: MovableClock;
  let teacher: TestUser;

  const download = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** Every catalog picture, both sizes, is served as its committed file with R-PIC-7's headers. */
  const expectAllServed = async () => {
    for (const id of everyPicture) {
      for (const size of ['large', 'small'] as const) {
        const served = await download(`/api/media/${id}${size === 'small' ? '-s' : ''}.webp`);
        expect(served.status, `${id} ${size}`).toBe(200);
        expect(served.bytes.equals(await readFile(builtinPictureFile(id, size))), `${id} ${size}`).toBe(true);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  };

  beforeAll(async () => {
    clock = movableClock(new Date('2030-05-06T09:00:00Z'));
    // A fresh database: nothing is seeded, the pictures come from the repository's files.
    api = await startTestApi(kind, { clock });
    [teacher] = await api.createUsers(1);
  });
  afterAll(() => api.close());

  it('R-PIC-22: serves all 80 pictures of the four games from a fresh start, both sizes, with the headers of R-PIC-7', async () => {
    expect(everyPicture).toHaveLength(80);
    await expectAllServed();
    const id = everyPicture[0]!;
    expect((await download(`/api/media/${id}.webp`, { 'if-none-match': `"${id}"` })).status).toBe(304);
  });

  it('R-PIC-22: deals a built-in picture game and judges a play of it, and the legacy check-match knows its pairs', async () => {
    clock.advance(60_000);
    const judged = await playJudged(api, '/api/v2/builtin-games/clock-faces', { pairs: 4, token: teacher.token, wrong: 1 });
    expect(judged.status).toBe(201);
    expect(judged.body.session.missedPairs).toHaveLength(2);
    for (const pair of judged.body.session.missedPairs) expect(pair.some((item) => parsePictureItem(item) !== null)).toBe(true);

    const [picture, digits] = clockPair('3:45');
    const check = (item1: string, item2: string) => api.call<{ isMatch: boolean }>('POST', '/api/check-match', { body: { gameId: 'clock-faces', item1, item2 } });
    expect((await check(picture, digits)).body.isMatch).toBe(true);
    expect((await check(picture, '3:15')).body.isMatch).toBe(false);
  });

  it('R-PIC-22: an assignment on a built-in picture game deals and judges its picture items', async () => {
    const [, student] = await api.createUsers(2);
    const as =
      (user: TestUser) =>
      (path: string, body: unknown = {}) =>
        api.post(path, body, { token: user.token });
    const klass = (await as(teacher)('/api/classes', { name: 'Clocks' })).body.class as { id: number; code: string };
    expect((await as(student)('/api/classes/join', { code: klass.code })).status).toBe(200);
    const dueAt = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
    const body = { gameType: 'builtin', gameId: 'clock-faces', pairCount: 3, dueAt, goal: { kind: 'plays', count: 1 }, acceptLate: false };
    const set = await as(teacher)(`/api/classes/${klass.id}/assignments`, body);
    expect(set.status).toBe(201);
    const play = (await as(student)(`/api/assignments/${set.body.assignment.id}/plays`)).body.play as { id: number; items: string[] };
    const picture = play.items.find((item) => parsePictureItem(item) !== null)!;
    const answer = CLOCKS.data[picture]!;
    const wrong = play.items.find((item) => item !== answer && parsePictureItem(item) === null)!;
    const attempt = (item1: string, item2: string) => as(student)(`/api/assignment-plays/${play.id}/attempts`, { item1, item2 });
    expect((await attempt(picture, wrong)).body.correct).toBe(false);
    expect((await attempt(picture, answer)).body.correct).toBe(true);
  });

  it('R-PIC-22, R-PIC-8: the unused-picture sweep never removes them: they are files, not rows', async () => {
    const db = api.handle.db;
    const now = clock.now();
    await sweepUnusedPictures(db, now);
    await sweepUnusedPictures(db, new Date(now.getTime() + UNUSED_PICTURE_GRACE_MS + 60_000));
    expect(await db.selectFrom('media').select('id').where('id', 'in', everyPicture).execute()).toEqual([]);
    await expectAllServed();
  });

  it('R-PIC-22, R-PIC-10: a saved game using built-in pictures exports them and imports back as the same pictures, stored by no one', async () => {
    const [three, threeDigits] = clockPair('3:00');
    const [half, halfDigits] = clockPair('6:30');
    const saved = await api.post<{ dictionary: { id: number } }>(
      '/api/dictionaries',
      { name: 'My clocks', data: { [three]: threeDigits, [half]: halfDigits, noon: 'midday' } },
      { token: teacher.token },
    );
    expect(saved.status).toBe(201);
    const id = saved.body.dictionary.id;

    const zip = await download(`/api/dictionaries/${id}/export.zip`, { authorization: `Bearer ${teacher.token}` });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const threeId = parsePictureItem(three)!.mediaId;
    expect(Buffer.from(files[`images/${threeId}.webp`]!).equals(await readFile(builtinPictureFile(threeId, 'large')))).toBe(true);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(zip.bytes)]), 'My clocks.zip');
    const res = await fetch(`${api.url}/api/dictionaries/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${teacher.token}` } });
    expect(res.status).toBe(201);
    const imported = ((await res.json()) as { dictionary: { data: Record<string, string> } }).dictionary.data;
    expect(imported[three]).toBe(threeDigits);
    expect(imported[half]).toBe(halfDigits);
    expect(await api.handle.db.selectFrom('media').select('id').where('id', 'in', everyPicture).execute()).toEqual([]);
  });
});
