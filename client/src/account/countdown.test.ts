import { describe, expect, it } from 'vitest';
import { canResendResetCode, canResendVerification, CODE_TTL_SECONDS, formatCountdown, RESET_RESEND_AT_SECONDS, secondsLeft } from './countdown';

describe('code countdown', () => {
  it('starts from 10:00 and counts whole seconds, rounding up', () => {
    const start = 1_000_000;
    const deadline = start + CODE_TTL_SECONDS * 1000;
    expect(formatCountdown(secondsLeft(deadline, start))).toBe('10:00');
    expect(formatCountdown(secondsLeft(deadline, start + 1))).toBe('10:00');
    expect(formatCountdown(secondsLeft(deadline, start + 1000))).toBe('9:59');
    expect(formatCountdown(secondsLeft(deadline, start + 595_500))).toBe('0:05');
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 60_000)).toBe(0);
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('enables the verification resend only once the code has expired', () => {
    expect(canResendVerification(600)).toBe(false);
    expect(canResendVerification(1)).toBe(false);
    expect(canResendVerification(0)).toBe(true);
  });

  it('enables the reset-code resend after 60 s, with 540 s or less remaining', () => {
    expect(RESET_RESEND_AT_SECONDS).toBe(540);
    expect(canResendResetCode(600)).toBe(false);
    expect(canResendResetCode(541)).toBe(false);
    expect(canResendResetCode(540)).toBe(true);
    expect(canResendResetCode(0)).toBe(true);
  });
});
