import type { Database, Kysely, User } from '@matchdrop/db';
import { compiledOnce, sql } from '@matchdrop/db';
import type { Locale, PublicUser } from '@matchdrop/shared';

export type { PublicUser };

export function toPublicUser(row: User): PublicUser {
  const createdAt = row.created_at.toISOString();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    created_at: createdAt,
    createdAt,
    is_verified: row.is_verified,
    is_suspended: row.is_suspended,
    suspension_reason: row.suspension_reason,
    locale: row.locale,
  };
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What authenticate reads on every request: only the columns it checks and shows (no hash, no dates it ignores). */
export type AuthRow = Pick<User, 'id' | 'username' | 'email' | 'role' | 'is_suspended' | 'suspension_reason' | 'tokens_valid_after'>;

// Compiled once: it runs on every authenticated request.
const authRow = compiledOnce<{ id: number }, AuthRow>(
  (db, arg) => db.selectFrom('users').select(['id', 'username', 'email', 'role', 'is_suspended', 'suspension_reason', 'tokens_valid_after']).where('id', '=', arg('id')),
  // Kept on PGlite while the database vouches for it: any write to users (a suspension, a revocation, by anyone)
  // retires it before the next request reads it (db's pglite-read-cache.ts).
  { cached: true },
);

export async function findAuthRow(db: Kysely<Database>, id: number): Promise<AuthRow | undefined> {
  return (await authRow(db, { id }))[0];
}

/** What the game server's session watch reads of many users at once (one query per second per process). */
export type SessionRow = Pick<User, 'id' | 'is_suspended' | 'suspension_reason' | 'tokens_valid_after'>;

export async function findSessionRows(db: Kysely<Database>, ids: readonly number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'is_suspended', 'suspension_reason', 'tokens_valid_after']).where('id', 'in', ids).execute();
}

/** Usernames and e-mails are unique case-insensitively (indexes on lower(...)), so lookups are too. */
export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * The account a login form names: a username or an e-mail address. Usernames cannot contain '@',
 * so the two never collide.
 */
export async function findUserByLogin(db: Kysely<Database>, usernameOrEmail: string): Promise<User | undefined> {
  const login = usernameOrEmail.trim();
  return login.includes('@') ? findUserByEmail(db, login) : findUserByUsername(db, login);
}

/**
 * Ends every session of the user issued before `now` (password reset, suspension, role change):
 * authenticate refuses tokens whose issue time is before tokens_valid_after.
 */
export async function revokeTokens(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ tokens_valid_after: now }).where('id', '=', userId).execute();
}

/** Locks the user's row until the transaction ends: one at a time per user for check-then-write steps. */
export async function lockUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function insertUser(
  db: Kysely<Database>,
  values: { username: string; email: string; passwordHash: string; verified: boolean; locale: Locale; now: Date },
): Promise<User> {
  return db
    .insertInto('users')
    .values({ username: values.username, email: values.email, password_hash: values.passwordHash, is_verified: values.verified, locale: values.locale, created_at: values.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markUserVerified(db: Kysely<Database>, userId: number): Promise<User> {
  return db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** A new password ends every earlier session; the mailed code proved the address, so it counts as verified. */
export async function setNewPassword(db: Kysely<Database>, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, tokens_valid_after: now, is_verified: true }).where('id', '=', userId).execute();
}

export async function setLocale(db: Kysely<Database>, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The account's interface language (its e-mails are written in it), or undefined for a deleted account. */
export async function localeOfUser(db: Kysely<Database>, userId: number): Promise<Locale | undefined> {
  return (await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst())?.locale;
}

/** The first administrator's username, if there is one. */
export async function findFirstAdmin(db: Kysely<Database>): Promise<{ username: string } | undefined> {
  return db.selectFrom('users').select('username').where('role', '=', 'admin').orderBy('id').limit(1).executeTakeFirst();
}

/** False when the row was not written because the name or address is taken (another process may have made the admin first). */
export async function insertAdmin(db: Kysely<Database>, values: { username: string; email: string; passwordHash: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({ username: values.username, email: values.email, password_hash: values.passwordHash, role: 'admin', is_verified: true })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
