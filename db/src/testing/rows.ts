import type { Kysely } from 'kysely';
import type { Database, Game, NewSavedGame, NewUser, User } from '../schema/index.js';

/** Rows for tests, inserted straight into the database (no API flow). */
let counter = 0;

export function insertUser(db: Kysely<Database>, overrides: Partial<NewUser> = {}): Promise<User> {
  counter += 1;
  return db
    .insertInto('users')
    .values({
      username: `user_${counter}_${Date.now() % 100_000}`,
      email: `user${counter}_${Date.now() % 100_000}@example.test`,
      password_hash: 'x',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertGame(db: Kysely<Database>, ownerId: number, overrides: Partial<NewSavedGame> = {}): Promise<Game> {
  return db
    .insertInto('dictionaries')
    .values({ owner_id: ownerId, name: 'Capitals', data: { France: 'Paris', Paris: 'France' }, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}
