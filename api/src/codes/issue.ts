import { CODE_TTL_MS, DEFAULT_LOCALE } from '@matchdrop/shared';
import type { EmailCode, EmailCodePurpose } from '@matchdrop/db';
import type { ApiDeps } from '../deps.js';
import { generateCode, hashCode } from './code.js';
import { codeMail } from './mail.js';
import { insertCode, replaceCode } from './repository.js';
import { localeOfUser } from '../users/repository.js';

export interface IssuedCode {
  code: string;
  row: EmailCode;
}

export interface CodeRequest {
  purpose: EmailCodePurpose;
  userId: number | null;
  email: string;
  requestId?: string;
}

/** Creates and stores (hashed) a new code valid for CODE_TTL_MS from now. */
export async function issueCode(deps: Pick<ApiDeps, 'db' | 'clock' | 'config'>, request: CodeRequest): Promise<IssuedCode> {
  const code = generateCode();
  const now = deps.clock.now();
  const row = await insertCode(deps.db, {
    userId: request.userId,
    email: request.email,
    purpose: request.purpose,
    codeHash: hashCode(deps.config.jwtSecret, request.purpose, request.email, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    requestId: request.requestId,
  });
  return { code, row };
}

/** Gives an existing code row a new code and a new expiry, with its attempts reset. */
export async function reissueCode(deps: Pick<ApiDeps, 'db' | 'clock' | 'config'>, row: EmailCode): Promise<IssuedCode> {
  const code = generateCode();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await replaceCode(deps.db, row.id, hashCode(deps.config.jwtSecret, row.purpose, row.email, code), now, expiresAt);
  return { code, row: { ...row, created_at: now, expires_at: expiresAt, attempts: 0, used_at: null } };
}

/**
 * Mails a code to the address it was issued for, in the language of the account the code is for, read now (so a
 * language changed since the code was issued counts).
 */
export async function sendCode(deps: Pick<ApiDeps, 'db' | 'mailer' | 'config'>, issued: IssuedCode): Promise<void> {
  const { row, code } = issued;
  const locale = row.user_id === null ? undefined : await localeOfUser(deps.db, row.user_id);
  await deps.mailer.send(codeMail(row, code, deps.config.publicUrl, locale ?? DEFAULT_LOCALE));
}
