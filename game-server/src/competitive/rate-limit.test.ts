import { describe, expect, it } from 'vitest';
import { MessageBudget } from './rate-limit.js';

describe('MessageBudget', () => {
  it('lets a burst of 20 through, drops the rest, and refills continuously', () => {
    const budget = new MessageBudget(20, 0);
    const burst = Array.from({ length: 30 }, () => budget.take(0));
    expect(burst.filter(Boolean)).toHaveLength(20);
    expect(budget.take(49)).toBe(false); // 49 ms refill 0.98 of a message
    expect(budget.take(50)).toBe(true);
    expect(budget.take(50)).toBe(false);
  });

  it('never saves up more than one second’s worth', () => {
    const budget = new MessageBudget(20, 0);
    const later = Array.from({ length: 25 }, () => budget.take(60_000));
    expect(later.filter(Boolean)).toHaveLength(20);
  });
});
