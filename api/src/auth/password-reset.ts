import type { MessageAnswer } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import { codeSchema, emailSchema, passwordSchema, RESET_RESEND_AFTER_MS } from '@matchdrop/shared';
import { z } from 'zod';
import { newRequestId } from '../codes/code.js';
import { checkCode, CODE_ERRORS } from '../codes/check.js';
import { issueCode, reissueCode } from '../codes/issue.js';
import { codeByRequestId, isCodeActive, latestCodeForEmail, markCodeUsed } from '../codes/repository.js';
import { hashPassword } from '../crypto/password.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { secondsText, tooEarly } from '../http/retry-after.js';
import { validateBody } from '../http/validate.js';
import { findUserByEmail, setNewPassword } from '../users/repository.js';
import { deliverCode } from './deliver.js';
import { resetRequestIdSchema } from './schemas.js';

const forgotBody = z.object({ email: emailSchema });
const resetBody = z.object({ userId: resetRequestIdSchema, code: codeSchema, newPassword: passwordSchema });

const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a reset code has been sent to it.';
const UNKNOWN_REQUEST = 'Invalid or expired reset request. Please start again.';

/**
 * POST /api/auth/forgot-password. Registered or not, the answer is the same: a reset request id and
 * a message, after the same database and hashing work (a request row with a hashed code exists
 * either way, so resend timing and code checks behave alike too). The mail goes out after the
 * answer, so its delay tells nothing either. Asking again for the same address reuses the request
 * (same id, new code) once RESET_RESEND_AFTER_MS have passed; earlier, 429 with the seconds left.
 */
export function forgotPassword(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const { email } = validateBody(req, forgotBody);
    const now = deps.clock.now();
    const user = await findUserByEmail(deps.db, email);
    const current = await latestCodeForEmail(deps.db, email, 'reset_password');
    let issued;
    if (current && current.request_id !== null && isCodeActive(current, now)) {
      const resendAt = new Date(current.created_at.getTime() + RESET_RESEND_AFTER_MS);
      if (now < resendAt) throw tooEarly(res, 'code_resend_too_early', resendAt, now, (s) => `Please wait ${secondsText(s)} before requesting a new code.`);
      issued = await reissueCode(deps, current);
    } else {
      issued = await issueCode(deps, {
        purpose: 'reset_password',
        userId: user?.id ?? null,
        email: user?.email ?? email,
        requestId: newRequestId(),
      });
    }
    if (issued.row.user_id !== null) void deliverCode(deps, issued);
    res.json({ userId: issued.row.request_id, message: FORGOT_PASSWORD_MESSAGE } satisfies MessageAnswer & { userId: string | null });
  };
}

/** POST /api/auth/reset-password: the code from the mail and a new password; ends every session. */
export function resetPassword(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const { userId: requestId, code, newPassword } = validateBody(req, resetBody);
    const row = await codeByRequestId(deps.db, requestId, 'reset_password');
    if (!row) throw new HttpError(400, 'reset_request_invalid', UNKNOWN_REQUEST);
    const now = deps.clock.now();
    await checkCode(deps.db, deps.config.jwtSecret, row, code, now);
    const userId = row.user_id;
    if (userId === null) throw new HttpError(400, 'reset_request_invalid', UNKNOWN_REQUEST);
    const passwordHash = await hashPassword(newPassword);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await markCodeUsed(trx, row.id, now))) throw new HttpError(400, 'code_already_used', CODE_ERRORS.alreadyUsed);
      await setNewPassword(trx, userId, passwordHash, now);
    });
    res.json({ message: 'Password reset successful' } satisfies MessageAnswer);
  };
}
