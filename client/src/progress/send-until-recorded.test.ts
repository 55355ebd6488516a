import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { RETRY_FIRST_MS, RETRY_MAX_MS, sendUntilRecorded, worthRetrying } from './send-until-recorded';

const failing = (errors: unknown[], answer: string) => {
  let calls = 0;
  return {
    send: async () => {
      const error = errors[calls++];
      if (error !== undefined) throw error;
      return answer;
    },
    calls: () => calls,
  };
};

describe('sendUntilRecorded (R-JUDGE-6)', () => {
  it('sends again while the connection is lost or the server away, waiting longer each time, until it is recorded', async () => {
    const waits: number[] = [];
    let waiting = 0;
    const offline = new ApiError(0, 'Failed to fetch');
    const sender = failing([offline, offline, new ApiError(503, 'away'), new ApiError(429, 'wait'), offline, offline], 'recorded');
    const answer = await sendUntilRecorded(sender.send, { wait: async (ms) => void waits.push(ms), cancelled: () => false, onWaiting: () => waiting++ });
    expect(answer).toBe('recorded');
    expect(sender.calls()).toBe(7);
    expect(waits).toEqual([RETRY_FIRST_MS, 2 * RETRY_FIRST_MS, 4 * RETRY_FIRST_MS, 8 * RETRY_FIRST_MS, RETRY_MAX_MS, RETRY_MAX_MS]);
    expect(waiting).toBe(6);
  });

  it('gives up at once on a refusal, and stops when the screen is gone', async () => {
    const refused = new ApiError(400, 'Attempts must be at least 150 ms apart');
    await expect(sendUntilRecorded(failing([refused], 'x').send, { wait: async () => {}, cancelled: () => false, onWaiting: () => {} })).rejects.toBe(refused);
    const sender = failing([new ApiError(0, 'offline'), new ApiError(0, 'offline')], 'x');
    let gone = false;
    const answer = await sendUntilRecorded(sender.send, {
      wait: async () => {
        gone = true;
      },
      cancelled: () => gone,
      onWaiting: () => {},
    });
    expect(answer).toBeUndefined();
    expect(sender.calls()).toBe(1);
  });

  it('retries only what may pass', () => {
    expect([0, 429, 500, 503].map((status) => worthRetrying(new ApiError(status, '')))).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404].map((status) => worthRetrying(new ApiError(status, '')))).toEqual([false, false, false, false]);
    expect(worthRetrying(new Error('bug'))).toBe(false);
  });
});
