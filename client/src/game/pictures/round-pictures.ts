import { mediaUrl, parsePictureItem, type Pair } from '@matchdrop/shared';
import { browserTimers, withTimeout, type Timers } from '../timeout.js';
import { pictureLoadOrder } from './load-order.js';
import { PictureQueue } from './picture-queue.js';

/** Fetches at once: enough to keep a slow line busy, while leaving the browser's other connections to the game's code. */
const PICTURE_FETCHES_AT_ONCE = 4;
/** A picture not loaded by then counts as failed and its card shows its description (R-PIC-15). */
const PICTURE_LOAD_TIMEOUT_MS = 20_000;

export interface PictureProgress {
  done: number;
  total: number;
}

/**
 * Fetches and decodes one picture; rejects when it cannot be shown. `signal` stops its download: one given up on (its
 * 20 s passed, the session ended) must not keep a connection busy beside the 4 the queue allows.
 */
export type FetchImage = (url: string, signal: AbortSignal) => Promise<HTMLImageElement>;

const fetchBrowserImage: FetchImage = async (url, signal) => {
  const image = new Image();
  image.decoding = 'async';
  // An image's download stops when its src is cleared (never once it is in: the scene draws it).
  const stop = () => image.removeAttribute('src');
  signal.addEventListener('abort', stop, { once: true });
  image.src = url;
  try {
    await image.decode();
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return image;
};

/**
 * The pictures of one round, fetched in the order of R-PIC-14 (the small 256-px version: a card is never larger).
 * The engine asks itemReady() before an item enters the field; the scene takes the decoded image(). Created before
 * the engine deals (the engine asks it while dealing), started once the deal is known.
 */
export class RoundPictures {
  private queue: PictureQueue | null = null;
  private first: string[] = [];
  private pictureCount = 0;
  private readonly images = new Map<string, HTMLImageElement>();
  private readonly listeners = new Set<(progress: PictureProgress) => void>();
  private destroyed = false;
  /** The downloads under way: destroy() stops them. */
  private readonly downloads = new Set<AbortController>();
  private resolveFirst: () => void = () => {};
  /** Settles once every starting picture has loaded or failed: the round may begin. */
  readonly firstReady = new Promise<void>((resolve) => (this.resolveFirst = resolve));

  constructor(
    private readonly fetchImage: FetchImage = fetchBrowserImage,
    private readonly timers: Timers = browserTimers,
  ) {}

  /** A text item is always ready; a picture item once its picture settled (never before start()). */
  readonly itemReady = (item: string): boolean => (this.queue ? this.queue.itemReady(item) : parsePictureItem(item) === null);

  start(roundPairs: readonly Pair[], initialPairs: number): void {
    const order = pictureLoadOrder(roundPairs, initialPairs);
    this.first = order.first;
    this.pictureCount = order.first.length + order.rest.length;
    this.queue = new PictureQueue([...order.first, ...order.rest], PICTURE_FETCHES_AT_ONCE);
    this.pump();
  }

  /** True when the started round has at least one picture. */
  get hasPictures(): boolean {
    return this.pictureCount > 0;
  }

  get progress(): PictureProgress {
    return { done: this.queue?.settledCount(this.first) ?? 0, total: this.first.length };
  }

  /** The decoded picture, or undefined while it loads and when it failed. */
  image(mediaId: string): HTMLImageElement | undefined {
    return this.images.get(mediaId);
  }

  onProgress(listener: (progress: PictureProgress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops handing out fetches and lets go of every decoded picture; a session waiting for firstReady goes on. */
  destroy(): void {
    this.destroyed = true;
    for (const download of this.downloads) download.abort();
    this.images.clear();
    this.listeners.clear();
    this.resolveFirst();
  }

  private pump(): void {
    const queue = this.queue;
    if (!queue || this.destroyed) return;
    if (queue.settledCount(this.first) === this.first.length) this.resolveFirst();
    for (const id of queue.take()) {
      const download = new AbortController();
      this.downloads.add(download);
      withTimeout(this.fetchImage(mediaUrl(id, 'small'), download.signal), PICTURE_LOAD_TIMEOUT_MS, this.timers).then(
        (image) => {
          this.downloads.delete(download);
          this.settle(id, image);
        },
        () => {
          download.abort(); // given up on: its download stops before the next one starts
          this.downloads.delete(download);
          this.settle(id, null);
        },
      );
    }
  }

  private settle(id: string, image: HTMLImageElement | null): void {
    if (this.destroyed || !this.queue) return;
    if (image) this.images.set(id, image);
    this.queue.settle(id, image !== null);
    const progress = this.progress;
    for (const listener of this.listeners) listener(progress);
    this.pump();
  }
}
