import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@matchdrop/db';
import type { Logger } from 'pino';
import { hashPassword } from '../crypto/password.js';
import { findFirstAdmin, findUserByUsername, insertAdmin } from '../users/repository.js';

export interface AdminSettings {
  username: string;
  /** ADMIN_PASSWORD; when absent a random one is generated and logged once. */
  password?: string;
}

export type EnsureAdminResult = { created: false; username: string } | { created: true; username: string; password: 'from-settings' | 'generated' };

export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError';
}

/** 18 random bytes: 24 URL-safe characters, easy to copy from a terminal. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * First start: creates the administrator account when the database has none. Later starts
 * find one and change nothing, so a generated password is shown exactly once.
 */
export async function ensureAdmin(db: Kysely<Database>, settings: AdminSettings, logger: Logger): Promise<EnsureAdminResult> {
  const existing = await findFirstAdmin(db);
  if (existing) return { created: false, username: existing.username };

  const taken = await findUserByUsername(db, settings.username);
  if (taken) {
    // Promoting the existing account would hand admin rights to whoever registered that name.
    throw new AdminBootstrapError(`Cannot create the admin account: the username "${settings.username}" belongs to a regular user. Set ADMIN_USERNAME to another name.`);
  }

  const password = settings.password ?? generatePassword();
  const inserted = await insertAdmin(db, {
    username: settings.username,
    email: `${settings.username.toLowerCase()}@admin.matchdrop.local`,
    passwordHash: await hashPassword(password),
  });
  if (!inserted) {
    // Two processes starting at once on a fresh database both found no admin; the other one wrote it first.
    const made = await findFirstAdmin(db);
    if (made) return { created: false, username: made.username };
    throw new AdminBootstrapError(`Cannot create the admin account: the username "${settings.username}" is taken. Set ADMIN_USERNAME to another name.`);
  }

  if (settings.password === undefined) {
    logger.warn(
      `ADMIN ACCOUNT CREATED: username "${settings.username}", generated password "${password}". ` +
        'It is shown only this once: note it now (or set ADMIN_PASSWORD before the first start).',
    );
    return { created: true, username: settings.username, password: 'generated' };
  }
  logger.info(`Admin account created: username "${settings.username}" with the password from ADMIN_PASSWORD.`);
  return { created: true, username: settings.username, password: 'from-settings' };
}
