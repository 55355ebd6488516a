import type { Clock } from '../deps.js';

export interface MovableClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/**
 * A clock the test moves. With `stepMs`, every reading also moves it on by that much, so rows written
 * one after another get distinct, increasing timestamps.
 */
export function movableClock(start = new Date('2030-03-04T09:00:00.000Z'), options: { stepMs?: number } = {}): MovableClock {
  let now = start.getTime();
  const step = options.stepMs ?? 0;
  return {
    now: () => {
      now += step;
      return new Date(now);
    },
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}
