import type { ErrorCode } from '@matchdrop/shared';
import type { Response } from 'express';
import { HttpError } from './http-error.js';

/** Seconds, rounded up and at least 1, from `now` until `when`. */
function secondsUntil(when: Date, now: Date): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
}

/** "1 second", "42 seconds". */
export function secondsText(seconds: number): string {
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** A 429 for something allowed again at `when`: sets Retry-After and returns the error to throw. */
export function tooEarly(res: Response, code: ErrorCode, when: Date, now: Date, message: (seconds: number) => string, extra: Record<string, unknown> = {}): HttpError {
  const retryAfterSeconds = secondsUntil(when, now);
  res.set('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, code, message(retryAfterSeconds), { retryAfterSeconds, ...extra });
}
