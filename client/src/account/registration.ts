import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, errorText, failureMessage } from '../api';

export const REGISTRATION_FAILED = msg`Registration failed`;
export const USERNAME_TAKEN = msg`Username already taken!`;
export const USERNAME_TAKEN_HINT = msg`Please choose a different username.`;
export const EMAIL_REGISTERED = msg`Email already registered!`;

export type RegistrationFailure = { kind: 'username' } | { kind: 'email'; existingUsername: string | null } | { kind: 'other'; message: string };

/** R-AUTH-5: the error text tells a username conflict from an e-mail conflict; anything else is a plain failure. */
export function classifyRegistrationFailure(error: unknown): RegistrationFailure {
  const text = error instanceof ApiError ? (errorText(error.body) ?? '') : '';
  if (text.includes('Username already exists')) return { kind: 'username' };
  if (text.includes('Email already exists')) {
    const existing = error instanceof ApiError ? (error.body as { existingUsername?: unknown } | null)?.existingUsername : undefined;
    return { kind: 'email', existingUsername: typeof existing === 'string' && existing !== '' ? existing : null };
  }
  return { kind: 'other', message: failureMessage(error, i18n._(REGISTRATION_FAILED)) };
}
