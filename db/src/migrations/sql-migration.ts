import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A migration written as plain SQL statements, run one at a time (neither PGlite nor postgres.js
 * accepts several statements in one parameterized query). Migrations are history: once released,
 * never edit one; add a new one instead.
 */
export function sqlMigration(up: readonly string[], down: readonly string[]): Migration {
  return {
    up: (db) => run(db, up),
    down: (db) => run(db, down),
  };
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
