import { CODE_TTL_MS, RESET_RESEND_AFTER_MS } from '@matchdrop/shared';

/** Whole seconds left until the deadline, never below 0 (rounded up: "0:01" until the very end). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** "10:00", "9:05", "0:00". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A code lasts CODE_TTL_MS; its countdown starts from 10:00 (R-AUTH-3). */
export const CODE_TTL_SECONDS = CODE_TTL_MS / 1000;

/** R-AUTH-4: verify-email resend is enabled only after the code expired. */
export function canResendVerification(remainingSeconds: number): boolean {
  return remainingSeconds <= 0;
}

/** R-AUTH-4: forgot-password resend is enabled after 60 s, i.e. with 540 s or less remaining. */
export const RESET_RESEND_AT_SECONDS = (CODE_TTL_MS - RESET_RESEND_AFTER_MS) / 1000;

export function canResendResetCode(remainingSeconds: number): boolean {
  return remainingSeconds <= RESET_RESEND_AT_SECONDS;
}
