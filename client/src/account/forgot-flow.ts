import { wordShared } from '../i18n/shared-words';
import { t } from '@lingui/core/macro';
import { codeSchema } from '@matchdrop/shared';
import type { ResetLink } from './account-ui';

/** R-AUTH-6 forgot password: email, then code, then new password, then done. */
type ForgotStep = 'email' | 'code' | 'reset' | 'done';

export interface ForgotState {
  step: ForgotStep;
  email: string;
  /** What forgot-password answered as `userId`; reset-password sends it back. */
  requestId: string | number | null;
  code: string;
  /** When the current code was sent (Date.now() ms): the code's countdown runs from here. */
  sentAt: number;
}

export type ForgotAction =
  { type: 'sent'; email: string; requestId: string | number; at: number } | { type: 'codeAccepted'; code: string } | { type: 'backTo'; step: 'email' | 'code' } | { type: 'reset' };

export const initialForgotState: ForgotState = { step: 'email', email: '', requestId: null, code: '', sentAt: 0 };

/** Where a mailed link starts: at the new password, the code and its request filled in. */
export function forgotStateOf(link: ResetLink | undefined): ForgotState {
  return link ? { step: 'reset', ...link } : initialForgotState;
}

export function forgotReducer(state: ForgotState, action: ForgotAction): ForgotState {
  switch (action.type) {
    case 'sent':
      // A resend keeps the user on the code step with a fresh countdown.
      return { ...state, step: 'code', email: action.email, requestId: action.requestId, sentAt: action.at, code: '' };
    case 'codeAccepted':
      return state.requestId === null ? state : { ...state, step: 'reset', code: action.code };
    case 'backTo':
      return action.step === 'email' ? { ...initialForgotState, email: state.email } : { ...state, step: 'code' };
    case 'reset':
      return { ...state, step: 'done', code: '' };
  }
}

/**
 * The code step only checks what it can (R-AUTH-6): 6 digits, and that a reset request exists.
 * The server checks the code itself at reset time.
 */
export function checkCodeStep(code: string, requestId: string | number | null): { ok: true; code: string } | { ok: false; error: string } {
  const parsed = codeSchema.safeParse(code);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- shared/'s English message, worded by wordShared
  if (!parsed.success) return { ok: false, error: wordShared(parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code') };
  if (requestId === null || requestId === '') return { ok: false, error: t`Please request a reset code first.` };
  return { ok: true, code: parsed.data };
}
