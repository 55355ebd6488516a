import { describe, expect, it } from 'vitest';
import { checkCodeStep, forgotReducer, forgotStateOf, initialForgotState } from './forgot-flow';

describe('forgot-password flow', () => {
  it('goes email → code → reset → done', () => {
    const sent = forgotReducer(initialForgotState, { type: 'sent', email: 'a@b.co', requestId: 'req-1', at: 1000 });
    expect(sent).toMatchObject({ step: 'code', email: 'a@b.co', requestId: 'req-1', sentAt: 1000 });
    const coded = forgotReducer(sent, { type: 'codeAccepted', code: '123456' });
    expect(coded).toMatchObject({ step: 'reset', code: '123456' });
    expect(forgotReducer(coded, { type: 'reset' })).toMatchObject({ step: 'done', code: '' });
  });

  it('starts a mailed link at the new password, its request and code filled in; without one at the e-mail', () => {
    expect(forgotStateOf({ email: 'a@b.co', requestId: 'req-1', code: '004200', sentAt: 9 })).toEqual({
      step: 'reset',
      email: 'a@b.co',
      requestId: 'req-1',
      code: '004200',
      sentAt: 9,
    });
    expect(forgotStateOf(undefined)).toBe(initialForgotState);
  });

  it('a resend restarts the countdown and clears the typed code', () => {
    const sent = forgotReducer(initialForgotState, { type: 'sent', email: 'a@b.co', requestId: 'r', at: 1000 });
    const again = forgotReducer({ ...sent, code: '12' }, { type: 'sent', email: 'a@b.co', requestId: 'r', at: 70_000 });
    expect(again).toMatchObject({ step: 'code', sentAt: 70_000, code: '' });
  });

  it('never reaches the reset step without a request id', () => {
    expect(forgotReducer(initialForgotState, { type: 'codeAccepted', code: '123456' })).toBe(initialForgotState);
  });

  it('goes back to the code step keeping the request, or to the email step keeping only the address', () => {
    const coded = forgotReducer(forgotReducer(initialForgotState, { type: 'sent', email: 'a@b.co', requestId: 'r', at: 5 }), {
      type: 'codeAccepted',
      code: '123456',
    });
    expect(forgotReducer(coded, { type: 'backTo', step: 'code' })).toMatchObject({ step: 'code', requestId: 'r', sentAt: 5 });
    expect(forgotReducer(coded, { type: 'backTo', step: 'email' })).toEqual({ ...initialForgotState, email: 'a@b.co' });
  });
});

describe('checkCodeStep', () => {
  it('accepts exactly 6 digits when a request exists, stripping anything else', () => {
    expect(checkCodeStep('123 456', 'r')).toEqual({ ok: true, code: '123456' });
    expect(checkCodeStep('123456', 42)).toEqual({ ok: true, code: '123456' });
  });

  it('refuses fewer digits, or no request', () => {
    expect(checkCodeStep('12345', 'r')).toEqual({ ok: false, error: 'Code must be exactly 6 digits' });
    expect(checkCodeStep('123456', null)).toEqual({ ok: false, error: 'Please request a reset code first.' });
    expect(checkCodeStep('123456', '')).toEqual({ ok: false, error: 'Please request a reset code first.' });
  });
});
