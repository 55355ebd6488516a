import type { NewUser } from '@matchdrop/db';
import { insertUser } from '@matchdrop/db/testing';
import { signToken } from '../auth/tokens.js';
import { hashPassword } from '../crypto/password.js';
import type { ApiConfig, ApiDeps } from '../deps.js';
import type { JsonClient } from './json-client.js';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  /** A valid bearer token for the user. */
  token: string;
}

export type TestUserOverrides = Partial<Pick<NewUser, 'username' | 'email' | 'is_suspended' | 'suspension_reason' | 'role' | 'is_verified'>> & {
  /** A real password (hashed), for tests that log in through the forms; without it nobody can log in. */
  password?: string;
};

/**
 * The one way tests make a user without the registration flow: a verified row inserted straight into
 * the database and a token signed for it at the clock's now.
 */
export async function createTestUser(deps: Pick<ApiDeps, 'db' | 'clock'> & { config: Pick<ApiConfig, 'jwtSecret'> }, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const { password, ...columns } = overrides;
  const row = await insertUser(deps.db, {
    is_verified: true,
    ...(password === undefined ? {} : { password_hash: await hashPassword(password) }),
    ...columns,
  });
  return { id: row.id, username: row.username, email: row.email, token: signToken(deps.config, row, deps.clock.now()) };
}

let counter = 0;

/** A username, e-mail and password no other test of the run uses, for tests that go through registration. */
export function freshAccount(prefix = 'user'): { username: string; email: string; password: string } {
  counter += 1;
  const username = `${prefix}_${process.pid}_${counter}`;
  return { username, email: `${username}@example.com`, password: 'secret-password' };
}

/** Registers a fresh account through the API (for tests of the whole product, whose database they do not hold). */
export async function registerAccount(client: JsonClient, prefix = 'user'): Promise<TestUser> {
  const account = freshAccount(prefix);
  const res = await client.post<{ token: string; user: { id: number } }>('/api/auth/register', account);
  if (res.status !== 201 && res.status !== 200) throw new Error(`registering ${account.username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, username: account.username, email: account.email, token: res.body.token };
}
