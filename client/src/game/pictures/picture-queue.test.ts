import { pictureItem, type Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { pictureLoadOrder } from './load-order.js';
import { PictureQueue } from './picture-queue.js';

const id = (n: number) => n.toString(16).padStart(64, '0');
const pic = (n: number) => pictureItem(id(n), `photo ${n}`);

describe('pictureLoadOrder (R-PIC-14)', () => {
  it('R-PIC-14: loads the starting pairs’ pictures first, then the rest in deal order, each picture once', () => {
    const pairs: Pair[] = [
      [pic(1), 'one'],
      ['two', pic(2)],
      [pic(3), pic(1)],
      ['four', 'vier'],
      [pic(5), 'five'],
    ];
    expect(pictureLoadOrder(pairs, 2)).toEqual({ first: [id(1), id(2)], rest: [id(3), id(5)] });
    expect(pictureLoadOrder(pairs, 0)).toEqual({ first: [], rest: [id(1), id(2), id(3), id(5)] });
  });
});

describe('PictureQueue (R-PIC-14, R-PIC-15)', () => {
  it('R-PIC-14: hands out at most `concurrency` fetches at once, in order, and the next one as each settles', () => {
    const queue = new PictureQueue([id(1), id(2), id(3), id(4)], 2);
    expect(queue.take()).toEqual([id(1), id(2)]);
    expect(queue.take()).toEqual([]);
    queue.settle(id(2), true);
    expect(queue.take()).toEqual([id(3)]);
    queue.settle(id(1), true);
    queue.settle(id(3), true);
    expect(queue.take()).toEqual([id(4)]);
    expect(queue.settledCount([id(1), id(2), id(3), id(4)])).toBe(3);
  });

  it('R-PIC-14: an item is ready when it is text or its picture has settled', () => {
    const queue = new PictureQueue([id(1)], 1);
    expect(queue.itemReady('plain words')).toBe(true);
    expect(queue.itemReady(pic(1))).toBe(false);
    queue.take();
    expect(queue.itemReady(pic(1))).toBe(false);
    queue.settle(id(1), true);
    expect(queue.itemReady(pic(1))).toBe(true);
  });

  it('R-PIC-15: a picture that failed counts as settled, so its item enters and the round goes on', () => {
    const queue = new PictureQueue([id(1), id(2)], 1);
    queue.take();
    queue.settle(id(1), false);
    expect(queue.itemReady(pic(1))).toBe(true);
    expect(queue.take()).toEqual([id(2)]);
  });

  it('ignores a settle for a picture it did not hand out', () => {
    const queue = new PictureQueue([id(1)], 1);
    queue.settle(id(1), true);
    expect(queue.itemReady(pic(1))).toBe(false);
  });
});
