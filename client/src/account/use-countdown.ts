import { useNow } from '../lib/use-now';
import { secondsLeft } from './countdown';

/** Seconds left until `deadlineMs`, ticking every second and stopping at 0. */
export function useSecondsLeft(deadlineMs: number): number {
  return secondsLeft(deadlineMs, useNow(1000, true, deadlineMs));
}
