import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@matchdrop/shared';
import type { EmailCodePurpose } from '@matchdrop/db';

/** A code of CODE_LENGTH digits from the operating system's CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Codes are stored as HMAC-SHA256 keyed with the server secret, bound to their purpose and e-mail.
 * A plain salted hash would not do: a million possible codes are brute-forced offline in a
 * second from a database dump, while the keyed hash needs the secret too.
 */
export function hashCode(secret: string, purpose: EmailCodePurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email.toLowerCase()}\n${code}`).digest('hex');
}

export function codeMatches(secret: string, purpose: EmailCodePurpose, email: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(secret, purpose, email, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The opaque id a forgot-password request is known by (it says nothing about the account). */
export function newRequestId(): string {
  return randomBytes(18).toString('base64url');
}
