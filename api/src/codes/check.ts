import type { Database, EmailCode, Kysely } from '@matchdrop/db';
import { HttpError } from '../http/http-error.js';
import { codeMatches } from './code.js';
import { countWrongAttempt, MAX_CODE_ATTEMPTS } from './repository.js';

export const CODE_ERRORS = {
  invalid: 'Invalid verification code',
  expired: 'Verification code has expired',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  alreadyUsed: 'This code has already been used. Please request a new code.',
} as const;

/**
 * Checks a submitted code against its stored row and throws the 400 the client shows when it does
 * not fit. A wrong guess is counted here, outside the caller's transaction, so that rolling the
 * caller back never gives a guess back. Marking the code used is the caller's job (markCodeUsed),
 * in the same transaction as what the code unlocks.
 */
export async function checkCode(db: Kysely<Database>, secret: string, row: EmailCode, code: string, now: Date): Promise<void> {
  if (row.used_at !== null) throw new HttpError(400, 'code_already_used', CODE_ERRORS.alreadyUsed);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new HttpError(400, 'code_attempts_exhausted', CODE_ERRORS.tooManyAttempts, { attemptsLeft: 0 });
  if (now.getTime() >= row.expires_at.getTime()) throw new HttpError(400, 'code_expired', CODE_ERRORS.expired);
  if (codeMatches(secret, row.purpose, row.email, code, row.code_hash)) return;
  const attempts = await countWrongAttempt(db, row.id);
  if (attempts === undefined || attempts >= MAX_CODE_ATTEMPTS) {
    throw new HttpError(400, 'code_attempts_exhausted', CODE_ERRORS.tooManyAttempts, { attemptsLeft: 0 });
  }
  throw new HttpError(400, 'code_invalid', CODE_ERRORS.invalid, { attemptsLeft: MAX_CODE_ATTEMPTS - attempts });
}
