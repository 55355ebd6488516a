import { describe, expect, it } from 'vitest';
import { editedAnswer, shownState, type ServerData } from './use-server-data';

const firstPage = () => Promise.resolve([1, 2]);
const secondPage = () => Promise.resolve([3, 4]);
const ready = (data: number[]): ServerData<number[]> => ({ status: 'ready', data });

describe('shownState', () => {
  it('is loading before any answer', () => {
    expect(shownState(null, firstPage, false)).toEqual({ status: 'loading' });
  });

  it("shows the current request's own answer", () => {
    expect(shownState({ load: firstPage, state: ready([1, 2]) }, firstPage, false)).toEqual(ready([1, 2]));
  });

  it('drops the answer to an older request: loading until the new one answers', () => {
    expect(shownState({ load: firstPage, state: ready([1, 2]) }, secondPage, false)).toEqual({ status: 'loading' });
  });

  it('keeps the previous answer on screen with keepShown (the next page)', () => {
    expect(shownState({ load: firstPage, state: ready([1, 2]) }, secondPage, true)).toEqual(ready([1, 2]));
  });
});

describe('editedAnswer', () => {
  it('edits the data on screen in place', () => {
    expect(editedAnswer({ load: firstPage, state: ready([1, 2]) }, (rows) => rows.filter((r) => r !== 1))).toEqual({ load: firstPage, state: ready([2]) });
  });

  it('leaves a failure, a loading screen and no answer as they are', () => {
    const failed = { load: firstPage, state: { status: 'failed', error: 'Down', cause: null } as const };
    expect(editedAnswer(failed, () => [9])).toBe(failed);
    expect(editedAnswer(null, () => [9])).toBeNull();
  });
});
