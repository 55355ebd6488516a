import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { MigrationResultSet } from 'kysely/migration';
import type { DbLogger } from './logger.js';
import { migrationProvider } from './migrations/index.js';

function migrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

/** Why a migration run failed, naming the migration and the database's own message. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly failedMigration: string | undefined,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function check(direction: string, { error, results }: MigrationResultSet): string[] {
  if (error === undefined) return (results ?? []).map((r) => r.migrationName);
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  const where = failed ? ` in migration "${failed}"` : '';
  throw new MigrationError(`Database migration ${direction} failed${where}: ${reason}`, failed, { cause: error });
}

/**
 * Brings the schema up to date. Safe to call on every start: already applied migrations are
 * skipped, and on Postgres all pending ones run in one transaction under Kysely's migration lock,
 * so concurrent starters do not race. Returns the names of the migrations it applied.
 * @throws MigrationError when a migration fails (nothing of the failed run is kept).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, logger?: DbLogger): Promise<string[]> {
  const applied = check('to latest', await migrator(db).migrateToLatest());
  if (applied.length > 0) logger?.info({ migrations: applied }, 'database migrated');
  return applied;
}

/** Undoes every migration (tests of the down migrations; never used by the product). */
export async function migrateToNothing<DB>(db: Kysely<DB>): Promise<string[]> {
  return check('to nothing', await migrator(db).migrateTo(NO_MIGRATIONS));
}
