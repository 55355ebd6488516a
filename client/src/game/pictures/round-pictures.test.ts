import { pictureItem, type Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import type { Timers } from '../timeout.js';
import { RoundPictures, type FetchImage } from './round-pictures.js';

const id = (n: number) => n.toString(16).padStart(64, '0');
const pic = (n: number) => pictureItem(id(n), `photo ${n}`);
const nodeTimers: Timers = { setTimer: (run, ms) => setTimeout(run, ms), clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout) };

/** A fetch the test settles by hand, per picture address. */
function manualFetch() {
  const pending = new Map<string, { resolve: (image: HTMLImageElement) => void; reject: (error: Error) => void }>();
  const fetchImage: FetchImage = (url) => new Promise((resolve, reject) => pending.set(url, { resolve, reject }));
  const image = { width: 256, height: 192 } as HTMLImageElement;
  return {
    fetchImage,
    asked: () => [...pending.keys()],
    load: (n: number) => pending.get(`/api/media/${id(n)}-s.webp`)!.resolve(image),
    fail: (n: number) => pending.get(`/api/media/${id(n)}-s.webp`)!.reject(new Error('broken')),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pairs: Pair[] = [
  [pic(1), 'one'],
  [pic(2), 'two'],
  [pic(3), 'three'],
];

describe('RoundPictures (R-PIC-14, R-PIC-15)', () => {
  it('R-PIC-14: fetches the small pictures, the starting ones first, and is ready to start once they are in', async () => {
    const fetch = manualFetch();
    const pictures = new RoundPictures(fetch.fetchImage, nodeTimers);
    expect(pictures.itemReady(pic(1))).toBe(false);
    expect(pictures.itemReady('one')).toBe(true);
    pictures.start(pairs, 2);
    expect(fetch.asked()).toEqual([1, 2, 3].map((n) => `/api/media/${id(n)}-s.webp`));
    const progress: number[] = [];
    pictures.onProgress(({ done }) => progress.push(done));
    let started = false;
    void pictures.firstReady.then(() => (started = true));
    fetch.load(2);
    await flush();
    expect(started).toBe(false);
    expect(pictures.progress).toEqual({ done: 1, total: 2 });
    fetch.load(1);
    await flush();
    expect(started).toBe(true);
    expect(progress).toEqual([1, 2]);
    expect(pictures.itemReady(pic(1))).toBe(true);
    expect(pictures.image(id(1))).toBeDefined();
    expect(pictures.itemReady(pic(3))).toBe(false);
  });

  it('R-PIC-15: a picture that fails counts as settled, with no image: its card shows its description', async () => {
    const fetch = manualFetch();
    const pictures = new RoundPictures(fetch.fetchImage, nodeTimers);
    pictures.start(pairs, 1);
    fetch.fail(1);
    await pictures.firstReady;
    expect(pictures.itemReady(pic(1))).toBe(true);
    expect(pictures.image(id(1))).toBeUndefined();
  });

  it('lets a session destroyed while its pictures load go on (its ready promise settles)', async () => {
    const pictures = new RoundPictures(manualFetch().fetchImage, nodeTimers);
    pictures.start(pairs, 3);
    pictures.destroy();
    await expect(pictures.firstReady).resolves.toBeUndefined();
  });
});
