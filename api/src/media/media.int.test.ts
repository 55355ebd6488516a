import { testBackends } from '@matchdrop/db/testing';
import { MEDIA_MAX_UPLOAD_BYTES, pictureItem } from '@matchdrop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../testing.js';
import { sweepUnusedPictures, UNUSED_PICTURE_GRACE_MS } from './sweep.js';
import { everyFormat, HTML, oversized, photoWithGps, pictureBomb, polyglot, SVG } from './test-pictures.js';

const UPLOADS_PER_HOUR = 6;

interface Uploaded {
  status: number;
  body: { media?: { id: string; url: string; smallUrl: string; width: number; height: number }; error?: string; code?: string };
}

/** POST /api/media as a browser form sends it: multipart/form-data, the picture in field `file`. */
async function upload(api: TestApi, token: string | undefined, bytes: Uint8Array, name = 'picture.png', type = 'image/png', field = 'file'): Promise<Uploaded> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${api.url}/api/media`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Uploaded['body'] };
}

async function download(api: TestApi, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${url}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(await testBackends())('pictures (/api/media) on %s', (kind) => {
  const api = useTestApi(kind, { media: { uploadsPerHour: UPLOADS_PER_HOUR } });

  it('R-PIC-1, R-PIC-7: accepts JPEG, PNG, WebP, GIF and AVIF by their bytes, whatever their name, and serves them re-encoded as WebP', async () => {
    const user = await api().createUser();
    const formats = await everyFormat();
    for (const [format, bytes] of Object.entries(formats)) {
      // A misleading name and type: only the bytes count.
      const res = await upload(api(), user.token, bytes, 'notes.txt', 'text/plain');
      expect(res.status, format).toBe(201);
      const media = res.body.media!;
      expect(media).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: `/api/media/${media.id}.webp`,
        smallUrl: `/api/media/${media.id}-s.webp`,
        width: 300,
        height: 200,
      });
      const served = await download(api(), media.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.bytes.equals(bytes)).toBe(false);
      expect((await sharp(served.bytes).metadata()).format).toBe('webp');
      const small = await sharp((await download(api(), media.smallUrl)).bytes).metadata();
      expect([small.format, small.width, small.height]).toEqual(['webp', 256, 171]);
    }
  });

  it('R-PIC-4: auto-orients a photo and removes its camera and GPS metadata', async () => {
    const user = await api().createUser();
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    // The fixture really carries the make and a GPS directory (tag 0x8825 points at it).
    expect(before.exif?.includes('SnoopCam')).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const res = await upload(api(), user.token, photo, 'holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    // 1200 × 600 on its side: stored upright as 600 × 1200, fitted into 768.
    expect(res.body.media).toMatchObject({ width: 384, height: 768 });
    for (const url of [res.body.media!.url, res.body.media!.smallUrl]) {
      const served = (await download(api(), url)).bytes;
      const after = await sharp(served).metadata();
      expect([after.exif, after.icc, after.xmp, after.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(served.includes('SnoopCam')).toBe(false);
    }
  });

  it('R-PIC-5: stores the same content once: the same bytes by anyone answer the same address, and a stored WebP re-uploaded is that picture', async () => {
    const [ana, ben] = await api().createUsers(2);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a5a' } })
      .png()
      .toBuffer();
    const first = await upload(api(), ana.token, png);
    const again = await upload(api(), ben.token, png, 'copy.png');
    expect(again.status).toBe(201);
    expect(again.body.media).toEqual(first.body.media);
    const stored = (await download(api(), first.body.media!.url)).bytes;
    expect((await upload(api(), ana.token, stored, 'export.webp', 'image/webp')).body.media).toEqual(first.body.media);
    const rows = await api().handle.db.selectFrom('media').select('id').where('id', '=', first.body.media!.id).execute();
    expect(rows).toHaveLength(1);
    const owners = await api().handle.db.selectFrom('media_owners').select('user_id').where('media_id', '=', first.body.media!.id).orderBy('user_id').execute();
    expect(owners.map((o) => o.user_id)).toEqual([ana.id, ben.id]);
  });

  it('R-PIC-1: refuses SVG, HTML and other files with 400, and never serves the tail of a polyglot', async () => {
    const user = await api().createUser();
    const svg = await upload(api(), user.token, SVG, 'logo.svg', 'image/svg+xml');
    expect(svg).toEqual({ status: 400, body: { code: 'picture_not_accepted', error: 'SVG pictures are not accepted: save it as PNG and upload that.' } });
    const html = await upload(api(), user.token, HTML, 'cat.png', 'image/png');
    expect(html.status).toBe(400);
    expect(html.body.code).toBe('picture_not_accepted');
    expect((await upload(api(), user.token, Buffer.from('%PDF-1.4\n...'), 'cat.jpg', 'image/jpeg')).body.code).toBe('picture_not_accepted');
    const mixed = await upload(api(), user.token, await polyglot(), 'cat.png');
    expect(mixed.status).toBe(201);
    const served = (await download(api(), mixed.body.media!.url)).bytes;
    expect(served.includes('<script')).toBe(false);
    expect(served.includes('<html')).toBe(false);
  });

  it('R-PIC-3: refuses a picture bomb within a second without decoding it', async () => {
    const user = await api().createUser();
    const bomb = pictureBomb();
    expect(bomb.length).toBeLessThan(150 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(api(), user.token, bomb, 'tiny.png');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('picture_too_many_pixels');
    expect(res.body.error).toContain('20000 × 20000');
  });

  it('R-PIC-2: refuses a file over 10 MB with 413 and says what to do', async () => {
    const user = await api().createUser();
    const res = await upload(api(), user.token, await oversized(MEDIA_MAX_UPLOAD_BYTES));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'picture_too_large', error: 'That file is larger than 10 MB. Make it smaller (or save it as JPEG) and upload it again.' });
  });

  it('R-PIC-6: refuses an upload over the account quota with 413, other accounts unaffected', async () => {
    const [full, other] = await api().createUsers(2);
    const newcomer = await api().createUser();
    const config = api().deps.config;
    const first = (await upload(api(), full.token, await picture(120, 90, '#246'))).body.media!;
    const { bytes } = await api().handle.db.selectFrom('media').select('bytes').where('id', '=', first.id).executeTakeFirstOrThrow();
    config.media = { ...config.media, quotaBytes: bytes };
    try {
      // Full already: refused before the picture is even decoded.
      const res = await upload(api(), full.token, await picture(10, 10, '#642'));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'picture_quota_full', error: expect.stringContaining('Delete games whose pictures you no longer need') });
      // A picture that would not fit in what is left.
      const noisy = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .png()
        .toBuffer();
      expect((await upload(api(), newcomer.token, noisy)).body.code).toBe('picture_quota_full');
      expect((await upload(api(), other.token, await picture(8, 8, '#000'))).status).toBe(201);
    } finally {
      config.media = { ...config.media, quotaBytes: undefined };
    }
  });

  it('R-PIC-6: uploads made at once are counted one after another against the quota', async () => {
    const [measure, user] = await api().createUsers(2);
    const config = api().deps.config;
    const sized = (await upload(api(), measure.token, await picture(64, 48, '#808'))).body.media!;
    const { bytes } = await api().handle.db.selectFrom('media').select('bytes').where('id', '=', sized.id).executeTakeFirstOrThrow();
    config.media = { ...config.media, quotaBytes: Math.floor(bytes * 1.5) };
    try {
      const files = await Promise.all(['#118', '#181', '#811', '#888'].map((colour) => picture(64, 48, colour)));
      const results = await Promise.all(files.map((file) => upload(api(), user.token, file)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === 'picture_quota_full')).toHaveLength(3);
    } finally {
      config.media = { ...config.media, quotaBytes: undefined };
    }
  });

  it('R-PIC-1, R-PIC-6: needs a login (401), refuses a suspended account (403) and limits uploads per account (429)', async () => {
    const { png } = await everyFormat();
    expect((await upload(api(), undefined, png)).status).toBe(401);
    const suspended = await api().createUser({ is_suspended: true, suspension_reason: 'Spam' });
    expect(await upload(api(), suspended.token, png)).toMatchObject({ status: 403, body: { code: 'account_suspended' } });
    const [busy, other] = await api().createUsers(2);
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await upload(api(), busy.token, png)).status).toBe(201);
    expect(await upload(api(), busy.token, png)).toMatchObject({
      status: 429,
      body: { code: 'rate_limited', error: 'Too many pictures uploaded in the last hour. Wait a while, then upload the rest.' },
    });
    expect((await upload(api(), other.token, png)).status).toBe(201);
  });

  it('answers 400 without a file in the field `file`', async () => {
    const user = await api().createUser();
    const { png } = await everyFormat();
    expect(await upload(api(), user.token, png, 'a.png', 'image/png', 'picture')).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect((await api().post('/api/media', { file: 'x' }, { token: user.token })).status).toBe(400);
  });

  it('R-PIC-7: serves 404 for an unknown picture and 304 to a revalidation', async () => {
    const user = await api().createUser();
    const { webp } = await everyFormat();
    const { media } = (await upload(api(), user.token, webp)).body;
    const first = await download(api(), media!.url);
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(`"${media!.id}"`);
    expect((await download(api(), media!.url, { 'if-none-match': etag })).status).toBe(304);
    expect((await download(api(), `/api/media/${'0'.repeat(64)}.webp`)).status).toBe(404);
    expect((await download(api(), '/api/media/not-a-picture.webp')).status).toBe(404);
  });

  it('R-PIC-8: removes a picture no game names after the grace period, and keeps one a game names', async () => {
    const user = await api().createUser();
    const formats = await everyFormat();
    const kept = (await upload(api(), user.token, formats.avif)).body.media!;
    const dropped = (
      await upload(
        api(),
        user.token,
        await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123' } })
          .png()
          .toBuffer(),
      )
    ).body.media!;
    const game = await api().post('/api/dictionaries', { name: 'Colours', data: { [pictureItem(kept.id, 'a teal square')]: 'teal', Red: 'rouge' } }, { token: user.token });
    expect(game.status).toBe(201);
    const db = api().handle.db;
    const start = new Date();
    await sweepUnusedPictures(db, start);
    const ids = async () => (await db.selectFrom('media').select('id').where('id', 'in', [kept.id, dropped.id]).execute()).map((r) => r.id).sort();
    expect(await ids()).toEqual([kept.id, dropped.id].sort());
    // Still within the grace period: nothing goes.
    expect(await sweepUnusedPictures(db, new Date(start.getTime() + UNUSED_PICTURE_GRACE_MS - 1000))).toBe(0);
    await sweepUnusedPictures(db, new Date(start.getTime() + UNUSED_PICTURE_GRACE_MS + 1000));
    expect(await ids()).toEqual([kept.id]);
    expect((await download(api(), dropped.url)).status).toBe(404);
  });
  it('R-PIC-8: keeps a picture a game names again within the grace period, and the sweep forgets it was unused', async () => {
    const user = await api().createUser();
    const png = await sharp({ create: { width: 31, height: 29, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer();
    const media = (await upload(api(), user.token, png)).body.media!;
    const db = api().handle.db;
    const start = new Date();
    await sweepUnusedPictures(db, start);
    const unusedSince = async () => (await db.selectFrom('media').select('unused_since').where('id', '=', media.id).executeTakeFirst())?.unused_since;
    expect(await unusedSince()).toEqual(start);
    const game = await api().post('/api/dictionaries', { name: 'Greens', data: { [pictureItem(media.id, 'a green square')]: 'green' } }, { token: user.token });
    expect(game.status).toBe(201);
    await sweepUnusedPictures(db, new Date(start.getTime() + UNUSED_PICTURE_GRACE_MS + 1000));
    expect(await unusedSince()).toBeNull();
    expect((await download(api(), media.url)).status).toBe(200);
  });
});
