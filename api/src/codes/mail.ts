import { CODE_TTL_MS } from '@matchdrop/shared';
import type { EmailCodePurpose } from '@matchdrop/db';
import type { Mail } from '../mail/mailer.js';

const PRODUCT = 'MatchDrop';

const wording: Record<EmailCodePurpose, { subject: string; what: string; ignore: string }> = {
  verify_email: {
    subject: `Your ${PRODUCT} verification code`,
    what: 'Your verification code is',
    ignore: `If you did not create a ${PRODUCT} account, you can ignore this e-mail.`,
  },
  reset_password: {
    subject: `Your ${PRODUCT} password reset code`,
    what: 'Your password reset code is',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  },
};

/** "2025-01-01 10:30 UTC": the mail reader's time zone is unknown, so the expiry is stated in UTC. */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The e-mail carrying a code: the code itself, how long it lasts and until when. */
export function codeMail(purpose: EmailCodePurpose, to: string, code: string, expiresAt: Date, publicUrl: string): Mail {
  const { subject, what, ignore } = wording[purpose];
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const text = [`${what} ${code}`, '', `It expires in ${minutes} minutes (at ${utcMinute(expiresAt)}) and works only once.`, '', ignore, '', `${PRODUCT} — ${publicUrl}`].join(
    '\n',
  );
  return { to, subject, text };
}
