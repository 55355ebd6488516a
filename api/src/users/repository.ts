import type { Database, Kysely, User } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { PublicUser } from '@matchdrop/shared';

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
  };
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What authenticate reads on every request: only the columns it checks and shows (no hash, no dates it ignores). */
export type AuthRow = Pick<User, 'id' | 'username' | 'email' | 'role' | 'is_suspended' | 'suspension_reason' | 'tokens_valid_after'>;

export async function findAuthRow(db: Kysely<Database>, id: number): Promise<AuthRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'is_suspended', 'suspension_reason', 'tokens_valid_after'])
    .where('id', '=', id)
    .executeTakeFirst();
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
