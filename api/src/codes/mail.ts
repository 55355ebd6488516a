import { CODE_TTL_MS, DEFAULT_LOCALE } from '@matchdrop/shared';
import type { Locale } from '@matchdrop/shared';
import type { EmailCode } from '@matchdrop/db';
import type { Mail } from '../mail/mailer.js';
import { countWith, MAIL_WORDS, mailMoment } from '../mail/words.js';

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

/**
 * The e-mail carrying a code, in the account's language: the code itself (typing it still works), a link that
 * fills it in, how long it lasts and until when.
 */
export function codeMail(row: MailedCode, code: string, publicUrl: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const words = MAIL_WORDS[locale];
  const { subject, codeLine, link, ignore } = words[row.purpose];
  const minutes = countWith(locale, Math.round(CODE_TTL_MS / 60_000), words.minutes);
  const text = [
    codeLine(code),
    '',
    link,
    codeLink(row, code, publicUrl),
    '',
    words.expiry(minutes, mailMoment(locale, row.expires_at)),
    '',
    ignore,
    '',
    `MatchDrop — ${publicUrl}`,
  ].join('\n');
  return { to: row.email, subject, text };
}
