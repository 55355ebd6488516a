import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { Submission } from './use-submit';

/** An action that settles when the test says so. */
function pending() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const action = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { action, resolve: () => settle.resolve(), reject: (error: unknown) => settle.reject(error) };
}

const SEND_FAILED = 'Failed to send message';

describe('the submission behind useSubmit', () => {
  it('is busy while the action runs and not after', async () => {
    const submission = new Submission<string>();
    const { action, resolve } = pending();
    const done = submission.run(action, [], { failure: SEND_FAILED });
    expect(submission.read()).toEqual({ busy: true, failure: null });
    resolve();
    await done;
    expect(submission.read()).toEqual({ busy: false, failure: null });
  });

  it("turns a thrown error into the failure: the server's words when it gave some, else the fallback", async () => {
    const submission = new Submission<string>();
    await submission.run(() => Promise.reject(new ApiError(409, 'Username already exists', { error: 'Username already exists' })), [], { failure: SEND_FAILED });
    expect(submission.read()).toEqual({ busy: false, failure: 'Username already exists' });
    await submission.run(() => Promise.reject(new Error('boom')), [], { failure: SEND_FAILED });
    expect(submission.read()).toEqual({ busy: false, failure: SEND_FAILED });
    await submission.run(() => Promise.reject(new ApiError(500, 'Request failed: 500', null)), [], { failure: SEND_FAILED });
    expect(submission.read().failure).toBe(SEND_FAILED);
  });

  it('words a failure with the form’s own function, given the error and the arguments, then calls onFailure', async () => {
    const submission = new Submission<{ title: string; id: number }>();
    const onFailure = vi.fn();
    const error = new Error('boom');
    await submission.run((_id: number) => Promise.reject(error), [7], { failure: (_error, id) => ({ title: 'Failed to delete', id }), onFailure });
    expect(submission.read().failure).toEqual({ title: 'Failed to delete', id: 7 });
    expect(onFailure).toHaveBeenCalledWith({ title: 'Failed to delete', id: 7 }, error);
  });

  it('ignores a second submit while the first is under way', async () => {
    const submission = new Submission<string>();
    const { action, resolve } = pending();
    const first = submission.run(action, [], { failure: SEND_FAILED });
    const second = submission.run(action, [], { failure: SEND_FAILED });
    await second;
    expect(action).toHaveBeenCalledTimes(1);
    expect(submission.read().busy).toBe(true);
    resolve();
    await first;
    expect(submission.read().busy).toBe(false);
  });

  it('clears an earlier failure when a submit succeeds', async () => {
    const submission = new Submission<string>();
    await submission.run(() => Promise.reject(new Error('boom')), [], { failure: SEND_FAILED });
    expect(submission.read().failure).toBe(SEND_FAILED);
    const { action, resolve } = pending();
    const again = submission.run(action, [], { failure: SEND_FAILED });
    expect(submission.read()).toEqual({ busy: true, failure: null });
    resolve();
    await again;
    expect(submission.read()).toEqual({ busy: false, failure: null });
  });

  it('shows a failure the action resolves to (a refusing answer, not an error), and clears it on demand', async () => {
    const submission = new Submission<string>();
    const onFailure = vi.fn();
    await submission.run(async () => 'Your account is suspended', [], { failure: SEND_FAILED, stayBusy: true, onFailure });
    expect(submission.read()).toEqual({ busy: false, failure: 'Your account is suspended' });
    expect(onFailure).toHaveBeenCalledWith('Your account is suspended', undefined);
    submission.clearFailure();
    expect(submission.read()).toEqual({ busy: false, failure: null });
  });

  it('stays busy after a success that leaves the screen (stayBusy), so nothing is sent twice', async () => {
    const submission = new Submission<string>();
    const action = vi.fn(() => Promise.resolve());
    await submission.run(action, [], { failure: SEND_FAILED, stayBusy: true });
    expect(submission.read()).toEqual({ busy: true, failure: null });
    await submission.run(action, [], { failure: SEND_FAILED, stayBusy: true });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('tells only the mounted form: an answer after unmount (unsubscribed) sets no state', async () => {
    const submission = new Submission<string>();
    const changed = vi.fn();
    const unsubscribe = submission.subscribe(changed);
    const { action, reject } = pending();
    const done = submission.run(action, [], { failure: SEND_FAILED });
    expect(changed).toHaveBeenCalledTimes(1);
    unsubscribe();
    reject(new Error('boom'));
    await done;
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
