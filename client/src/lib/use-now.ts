import { useCallback, useState, useSyncExternalStore } from 'react';

/** Relative times ('Just now', '3 hours ago') change at most once a minute. */
export const MINUTE_MS = 60_000;

/**
 * One component's view of the wall clock. It is an external store so that reading the time is not a side effect
 * of rendering and refreshing it is not a state update inside an effect: subscribing (when the ticking starts)
 * reads the clock at once, then every interval until `untilMs`.
 */
export class Clock {
  private latest = Date.now();
  readonly read = (): number => this.latest;
  follow(onChange: () => void, intervalMs: number, untilMs: number): () => void {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      this.latest = Date.now();
      onChange();
      if (this.latest >= untilMs) clearInterval(timer);
    };
    tick();
    if (this.latest < untilMs) timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }
}

/**
 * The local clock, ticking every `intervalMs` while `active` and stopping once `untilMs` is reached;
 * when stopped it holds the last reading.
 */
export function useNow(intervalMs: number, active = true, untilMs = Infinity): number {
  const [clock] = useState(() => new Clock());
  const subscribe = useCallback((onChange: () => void) => (active ? clock.follow(onChange, intervalMs, untilMs) : () => undefined), [clock, intervalMs, active, untilMs]);
  return useSyncExternalStore(subscribe, clock.read);
}
