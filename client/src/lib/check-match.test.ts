import { describe, expect, it } from 'vitest';
import { createCheckMatchJudge } from './check-match';

function recorder(answer: () => Promise<unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const request = <T>(method: 'POST', path: string, body: unknown): Promise<T> => {
    calls.push({ method, path, body });
    return answer() as Promise<T>;
  };
  return { calls, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the check-match judge', () => {
  it('asks POST /api/check-match with both items and the game, and passes the verdict on', async () => {
    const { calls, request } = recorder(() => Promise.resolve({ isMatch: true }));
    const errors: string[] = [];
    const judge = createCheckMatchJudge({ dictionaryId: 12 }, (m) => errors.push(m), request);
    const verdicts: boolean[] = [];
    judge.onVerdict((correct) => verdicts.push(correct));
    judge.attempt('dog', 'perro');
    await settle();
    expect(calls).toEqual([{ method: 'POST', path: '/api/check-match', body: { item1: 'dog', item2: 'perro', dictionaryId: 12 } }]);
    expect(verdicts).toEqual([true]);
    expect(errors).toEqual([]);
  });

  it("says 'Error checking match' and cancels the attempt when the call fails or the answer is not a verdict", async () => {
    for (const answer of [() => Promise.reject(new Error('offline')), () => Promise.resolve({ error: 'Game not found' }), () => Promise.resolve(null)]) {
      const { request } = recorder(answer);
      const errors: string[] = [];
      const judge = createCheckMatchJudge({ gameId: 'numbers' }, (m) => errors.push(m), request);
      const verdicts: boolean[] = [];
      let cancelled = 0;
      judge.onVerdict((correct) => verdicts.push(correct));
      judge.onCancel!(() => (cancelled += 1));
      judge.attempt('a', 'b');
      await settle();
      expect(errors).toEqual(['Error checking match']);
      expect(verdicts).toEqual([]);
      expect(cancelled).toBe(1);
    }
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const { request } = recorder(() => Promise.resolve({ isMatch: false }));
    const judge = createCheckMatchJudge({ gameId: 'numbers' }, () => {}, request);
    const verdicts: boolean[] = [];
    const off = judge.onVerdict((correct) => verdicts.push(correct));
    off();
    judge.attempt('a', 'b');
    await settle();
    expect(verdicts).toEqual([]);
  });
});
