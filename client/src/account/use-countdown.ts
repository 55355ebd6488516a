import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** Seconds left until `deadlineMs`, ticking every second and stopping at 0. */
export function useSecondsLeft(deadlineMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadlineMs, now);
  useEffect(() => {
    setNow(Date.now());
    if (secondsLeft(deadlineMs, Date.now()) <= 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(deadlineMs, current) <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return remaining;
}
