import { describe, expect, it } from 'vitest';
import { detachRows } from './dialects.js';

describe('detachRows', () => {
  it('answers the rows in a plain array of their own and leaves the driver’s answer holding none', () => {
    class Answer<T> extends Array<T> {}
    const answer = Answer.from([{ id: 1 }, { id: 2 }]) as Answer<{ id: number }>;
    const [first, second] = answer;
    const rows = detachRows(answer);
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rows[0]).toBe(first);
    expect(rows[1]).toBe(second);
    expect(Object.getPrototypeOf(rows)).toBe(Array.prototype);
    expect(answer).toHaveLength(0);
  });
});
