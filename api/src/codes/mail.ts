import { CODE_TTL_MS } from '@matchdrop/shared';
import type { EmailCode, EmailCodePurpose } from '@matchdrop/db';
import type { Mail } from '../mail/mailer.js';

const PRODUCT = 'MatchDrop';

const wording: Record<EmailCodePurpose, { subject: string; what: string; link: string; ignore: string }> = {
  verify_email: {
    subject: `Your ${PRODUCT} verification code`,
    what: 'Your verification code is',
    link: 'Or open this link to verify your e-mail:',
    ignore: `If you did not create a ${PRODUCT} account, you can ignore this e-mail.`,
  },
  reset_password: {
    subject: `Your ${PRODUCT} password reset code`,
    what: 'Your password reset code is',
    link: 'Or open this link to choose a new password:',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  },
};

/** "2025-01-01 10:30 UTC": the mail reader's time zone is unknown, so the expiry is stated in UTC. */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export type MailedCode = Pick<EmailCode, 'purpose' | 'email' | 'user_id' | 'request_id' | 'expires_at'>;

/**
 * The client's address that opens the account popup at this code's step with every field filled in
 * (client/src/routes.ts reads the same query): the reset needs its request id, the verification the user's id.
 * `expires` (Unix seconds) lets the popup's countdown (and so its Resend) tell the truth for a link opened late.
 */
function codeLink(row: MailedCode, code: string, publicUrl: string): string {
  const expires = String(Math.floor(row.expires_at.getTime() / 1000));
  const query: Record<string, string> =
    row.purpose === 'reset_password' ? { email: row.email, request: row.request_id ?? '', code, expires } : { user: String(row.user_id ?? ''), email: row.email, code, expires };
  const path = row.purpose === 'reset_password' ? '/reset-password' : '/verify-email';
  return `${publicUrl}${path}?${new URLSearchParams(query).toString()}`;
}

/** The e-mail carrying a code: the code itself (typing it still works), a link that fills it in, how long it lasts and until when. */
export function codeMail(row: MailedCode, code: string, publicUrl: string): Mail {
  const { subject, what, link, ignore } = wording[row.purpose];
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const text = [
    `${what} ${code}`,
    '',
    link,
    codeLink(row, code, publicUrl),
    '',
    `It expires in ${minutes} minutes (at ${utcMinute(row.expires_at)}) and works only once.`,
    '',
    ignore,
    '',
    `${PRODUCT} — ${publicUrl}`,
  ].join('\n');
  return { to: row.email, subject, text };
}
