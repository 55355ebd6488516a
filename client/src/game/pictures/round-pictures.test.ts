import { pictureItem, type Pair } from '@matchdrop/shared';
import { describe, expect, it, vi } from 'vitest';
import type { Timers } from '../timeout.js';
import { RoundPictures, type FetchImage } from './round-pictures.js';

const id = (n: number) => n.toString(16).padStart(64, '0');
const pic = (n: number) => pictureItem(id(n), `photo ${n}`);
const nodeTimers: Timers = { setTimer: (run, ms) => setTimeout(run, ms), clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout) };

/** A fetch the test settles by hand, per picture address. */
function manualFetch() {
  const pending = new Map<string, { resolve: (image: HTMLImageElement) => void; reject: (error: Error) => void }>();
  const signals = new Map<string, AbortSignal>();
  const fetchImage: FetchImage = (url, signal) => (signals.set(url, signal), new Promise((resolve, reject) => pending.set(url, { resolve, reject })));
  const image = { width: 256, height: 192 } as HTMLImageElement;
  return {
    fetchImage,
    asked: () => [...pending.keys()],
    /** The pictures whose download was stopped before it was in. */
    stopped: () => [...signals].filter(([, signal]) => signal.aborted).map(([url]) => url),
    load: (n: number) => {
      signals.delete(`/api/media/${id(n)}-s.webp`); // in: nothing left to stop
      pending.get(`/api/media/${id(n)}-s.webp`)!.resolve(image);
    },
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

  it('lets a session destroyed while its pictures load go on (its ready promise settles), and stops their downloads', async () => {
    const fetch = manualFetch();
    const pictures = new RoundPictures(fetch.fetchImage, nodeTimers);
    pictures.start(pairs, 3);
    fetch.load(1);
    await flush();
    pictures.destroy();
    await expect(pictures.firstReady).resolves.toBeUndefined();
    expect(fetch.stopped()).toEqual([2, 3].map((n) => `/api/media/${id(n)}-s.webp`));
  });

  it('R-PIC-14, R-PIC-15: a picture given up on after 20 s stops downloading, so no more than 4 download at once', async () => {
    vi.useFakeTimers();
    try {
      const fetch = manualFetch();
      const many: Pair[] = Array.from({ length: 6 }, (_, i): Pair => [pic(i + 1), `word ${i + 1}`]);
      const pictures = new RoundPictures(fetch.fetchImage, nodeTimers);
      pictures.start(many, 6);
      expect(fetch.asked()).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(fetch.stopped()).toEqual([1, 2, 3, 4].map((n) => `/api/media/${id(n)}-s.webp`));
      expect(fetch.asked()).toHaveLength(6);
      expect(pictures.itemReady(pic(1))).toBe(true);
      expect(pictures.image(id(1))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
