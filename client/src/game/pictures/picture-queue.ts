import { parsePictureItem } from '@matchdrop/shared';

type PictureStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * The loading state of a round's pictures, pure: which to fetch next (in the given order, at most `concurrency` at
 * once) and which have settled. The browser part (round-pictures.ts) only fetches what take() hands out and reports
 * back with settle().
 */
export class PictureQueue {
  private readonly status = new Map<string, PictureStatus>();
  private next = 0;
  private loading = 0;

  constructor(
    private readonly order: readonly string[],
    private readonly concurrency: number,
  ) {
    for (const id of order) this.status.set(id, 'waiting');
  }

  /** The pictures to start fetching now: the next ones in order, up to the free slots. */
  take(): string[] {
    const started: string[] = [];
    while (this.loading < this.concurrency && this.next < this.order.length) {
      const id = this.order[this.next++]!;
      this.status.set(id, 'loading');
      this.loading += 1;
      started.push(id);
    }
    return started;
  }

  /** A fetch ended; a failed picture counts as settled too, since its card shows the description (R-PIC-15). */
  settle(id: string, loaded: boolean): void {
    if (this.status.get(id) !== 'loading') return;
    this.status.set(id, loaded ? 'loaded' : 'failed');
    this.loading -= 1;
  }

  isSettled(id: string): boolean {
    const status = this.status.get(id);
    return status === 'loaded' || status === 'failed';
  }

  /** How many of `ids` have settled. */
  settledCount(ids: readonly string[]): number {
    return ids.filter((id) => this.isSettled(id)).length;
  }

  /** Whether an item may enter the field (R-PIC-14): a text item always, a picture item once its picture settled. */
  itemReady(item: string): boolean {
    const picture = parsePictureItem(item);
    return picture === null || this.isSettled(picture.mediaId);
  }
}
