import type { MessageAnswer, SessionAnswer } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import { codeSchema } from '@matchdrop/shared';
import { z } from 'zod';
import { checkCode } from '../codes/check.js';
import { issueCode } from '../codes/issue.js';
import { isCodeActive, latestCodeForUser, markCodeUsed } from '../codes/repository.js';
import { CODE_ERRORS } from '../codes/check.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { secondsText, tooEarly } from '../http/retry-after.js';
import { validateBody } from '../http/validate.js';
import { findUserById, markUserVerified } from '../users/repository.js';
import { deliverCode } from './deliver.js';
import { userIdSchema } from './schemas.js';
import { startSession } from './session.js';

const verifyBody = z.object({ userId: userIdSchema, code: codeSchema });
const resendBody = z.object({ userId: userIdSchema });

const ALREADY_VERIFIED = 'Email is already verified';

async function unverifiedUser(deps: ApiDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
  if (user.is_verified) throw new HttpError(400, 'email_already_verified', ALREADY_VERIFIED);
  return user;
}

/** POST /api/auth/verify-email: the code from the registration mail; logs the user in. */
export function verifyEmail(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const { userId, code } = validateBody(req, verifyBody);
    const user = await unverifiedUser(deps, userId);
    const row = await latestCodeForUser(deps.db, user.id, 'verify_email');
    if (!row) throw new HttpError(400, 'verification_code_missing', 'No verification code found. Please request a new code.');
    const now = deps.clock.now();
    await checkCode(deps.db, deps.config.jwtSecret, row, code, now);
    const verified = await deps.db.transaction().execute(async (trx) => {
      if (!(await markCodeUsed(trx, row.id, now))) throw new HttpError(400, 'code_already_used', CODE_ERRORS.alreadyUsed);
      return markUserVerified(trx, user.id);
    });
    res.json({ ...startSession(deps, verified), message: 'Email verified successfully' } satisfies SessionAnswer);
  };
}

/** Where an unverified user who just gave the right password stands with their verification code. */
export interface LoginVerification {
  /** A new code was mailed by this login. */
  codeSent: boolean;
  /** Seconds the code out there (new or earlier) stays valid; 0 when none is (Resend then works at once). */
  expiresInSeconds: number;
}

/**
 * An unverified user logs in with the right password: the code they hold is still good, or they get a
 * fresh one, under the resend rule (a new code only once no code is active), so the verification screen
 * shows the truth: the real remaining time of the code that is out, or a new 10-minute code.
 */
export async function verificationForLogin(deps: ApiDeps, user: { id: number; email: string }): Promise<LoginVerification> {
  const now = deps.clock.now();
  const current = await latestCodeForUser(deps.db, user.id, 'verify_email');
  if (current && isCodeActive(current, now)) {
    return { codeSent: false, expiresInSeconds: Math.max(1, Math.ceil((current.expires_at.getTime() - now.getTime()) / 1000)) };
  }
  const issued = await issueCode(deps, { purpose: 'verify_email', userId: user.id, email: user.email });
  if (!(await deliverCode(deps, issued))) return { codeSent: false, expiresInSeconds: 0 };
  return { codeSent: true, expiresInSeconds: Math.round((issued.row.expires_at.getTime() - now.getTime()) / 1000) };
}

/**
 * POST /api/auth/resend-verification: a new code, but only once the current one can no longer be
 * used (expired, used up, or never sent). Earlier: 429 with the seconds left, as the client's
 * countdown shows them.
 */
export function resendVerification(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const { userId } = validateBody(req, resendBody);
    const user = await unverifiedUser(deps, userId);
    const now = deps.clock.now();
    const current = await latestCodeForUser(deps.db, user.id, 'verify_email');
    if (current && isCodeActive(current, now)) {
      throw tooEarly(res, 'code_resend_too_early', current.expires_at, now, (s) => `The current code is still valid. You can request a new one in ${secondsText(s)}.`);
    }
    const sent = await deliverCode(deps, await issueCode(deps, { purpose: 'verify_email', userId: user.id, email: user.email }));
    if (!sent) throw new HttpError(503, 'verification_mail_failed', 'Could not send the verification email. Please try again later.');
    res.json({ message: 'A new verification code has been sent to your email.' } satisfies MessageAnswer);
  };
}
