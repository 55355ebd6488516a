import type { Database, EmailCode, EmailCodePurpose, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';

/** Wrong guesses after which a code is void. */
export const MAX_CODE_ATTEMPTS = 5;

export interface NewCodeRow {
  userId: number | null;
  email: string;
  purpose: EmailCodePurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  requestId?: string;
}

export async function insertCode(db: Kysely<Database>, row: NewCodeRow): Promise<EmailCode> {
  return db
    .insertInto('email_codes')
    .values({
      user_id: row.userId,
      email: row.email,
      purpose: row.purpose,
      code_hash: row.codeHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      request_id: row.requestId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new code for an existing request (forgot-password resend keeps the request id): a fresh start. */
export async function replaceCode(db: Kysely<Database>, id: number, codeHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
  await db.updateTable('email_codes').set({ code_hash: codeHash, created_at: createdAt, expires_at: expiresAt, attempts: 0, used_at: null }).where('id', '=', id).execute();
}

/** The user's newest code of a purpose (older ones are superseded). */
export async function latestCodeForUser(db: Kysely<Database>, userId: number, purpose: EmailCodePurpose): Promise<EmailCode | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function latestCodeForEmail(db: Kysely<Database>, email: string, purpose: EmailCodePurpose): Promise<EmailCode | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function codeByRequestId(db: Kysely<Database>, requestId: string, purpose: EmailCodePurpose): Promise<EmailCode | undefined> {
  return db.selectFrom('email_codes').selectAll().where('request_id', '=', requestId).where('purpose', '=', purpose).executeTakeFirst();
}

/**
 * Counts one wrong guess, atomically, so concurrent guesses cannot exceed the limit.
 * Returns the attempts now used, or undefined when the code was already used up.
 */
export async function countWrongAttempt(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable('email_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Marks the code used; false when another request used it first (single use). */
export async function markCodeUsed(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a code that can no longer be used (e.g. its mail could not be sent). */
export async function voidCode(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('email_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).execute();
}

/** Still usable: not used, not locked by wrong guesses, not expired. */
export function isCodeActive(row: EmailCode, now: Date): boolean {
  return row.used_at === null && row.attempts < MAX_CODE_ATTEMPTS && now.getTime() < row.expires_at.getTime();
}
