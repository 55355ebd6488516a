import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { canRetry, editedAnswer, refusedStatus, shownState, type ServerData } from './use-server-data';

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

describe('canRetry and refusedStatus: Try again only where asking again can help', () => {
  const failed = (cause: unknown): ServerData<number[]> => ({ status: 'failed', error: 'x', cause });

  it('retries the network, the server’s trouble and a rate limit', () => {
    for (const status of [0, 429, 500, 502, 503]) expect(canRetry(new ApiError(status, 'x'))).toBe(true);
    expect(canRetry(new Error('boom'))).toBe(true);
    expect(refusedStatus(failed(new ApiError(503, 'x')))).toBeNull();
  });

  it('does not retry a refusal: a 403 or a 404 answers the same again', () => {
    for (const status of [400, 403, 404, 409]) expect(canRetry(new ApiError(status, 'x'))).toBe(false);
    expect(refusedStatus(failed(new ApiError(403, 'x')))).toBe(403);
    expect(refusedStatus(failed(new ApiError(404, 'x')))).toBe(404);
    expect(refusedStatus({ status: 'loading' })).toBeNull();
    expect(refusedStatus(ready([1]))).toBeNull();
  });
});
