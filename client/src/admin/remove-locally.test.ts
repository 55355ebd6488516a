import { describe, expect, it } from 'vitest';
import { removeLocallyThenCall } from './remove-locally';

describe('removeLocallyThenCall (R-ADMIN-6)', () => {
  it('removes from the list before the call answers', async () => {
    const events: string[] = [];
    let finish!: () => void;
    const pending = removeLocallyThenCall(
      () => events.push('removed'),
      () =>
        new Promise<void>((resolve) => {
          events.push('called');
          finish = resolve;
        }),
    );
    expect(events).toEqual(['removed', 'called']);
    finish();
    expect(await pending).toBe(true);
  });

  it('keeps the item removed when the call fails, and says so without throwing', async () => {
    let list = [1, 2, 3];
    const confirmed = await removeLocallyThenCall(
      () => {
        list = list.filter((id) => id !== 2);
      },
      () => Promise.reject(new Error('Request failed: 500')),
    );
    expect(confirmed).toBe(false);
    expect(list).toEqual([1, 3]);
  });
});
