import { randomBytes } from 'node:crypto';
import { hashPassword } from '../crypto/password.js';

let dummy: Promise<string> | undefined;

/**
 * A real hash of a random password, made once per process. Logging in as an unknown user still
 * compares against it, so the answer takes as long as for a wrong password and does not tell
 * which usernames exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
