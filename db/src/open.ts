import { Kysely, sql } from 'kysely';
import type { LogEvent } from 'kysely';
import { pgliteDialect, postgresDialect, redactUrl } from './dialects.js';
import type { BackendDialect } from './dialects.js';
import type { DbLogger } from './logger.js';
import type { Database } from './schema/index.js';

export type DbKind = 'postgres' | 'pglite';

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use that PostgreSQL server. Without it, use embedded PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`; with neither a URL nor a dataDir it lives in memory. */
  dataDir?: string;
  /** Queries and query errors are logged at debug level, applied migrations at info. */
  logger?: DbLogger;
  /** postgres.js pool size (default 10). Ignored by PGlite, which has a single connection. */
  maxConnections?: number;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the connections (or the PGlite instance). Safe to call more than once. */
  close(): Promise<void>;
}

function queryLogger(logger: DbLogger) {
  return (event: LogEvent): void => {
    const details = { sql: event.query.sql, ms: Math.round(event.queryDurationMillis) };
    if (event.level === 'error') {
      // Expected constraint violations (e.g. a taken username) land here too, so not at error level.
      logger.debug({ ...details, err: event.error }, 'query failed');
    } else {
      logger.debug(details, 'query');
    }
  };
}

/**
 * Opens the product's database: PostgreSQL when a URL is given, else embedded PGlite.
 * Does not migrate: call migrateToLatest(handle.db) once after opening.
 * @throws Error naming the server (without password) when PostgreSQL cannot be reached.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DbHandle> {
  const { databaseUrl, dataDir, logger, maxConnections } = options;
  const kind: DbKind = databaseUrl ? 'postgres' : 'pglite';
  const backend: BackendDialect = databaseUrl
    ? postgresDialect({ databaseUrl, logger, maxConnections })
    : await pgliteDialect(dataDir);
  const db = new Kysely<Database>({
    dialect: backend.dialect,
    ...(logger ? { log: queryLogger(logger) } : {}),
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= db.destroy().finally(() => backend.release());
    return closing;
  };

  try {
    // Fail here, with a clear message, rather than on the first request.
    await sql`select 1`.execute(db);
  } catch (error) {
    await close().catch(() => undefined);
    const where = databaseUrl ? `PostgreSQL at ${redactUrl(databaseUrl)}` : 'PGlite';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the database (${where}): ${reason}`, { cause: error });
  }
  return { db, kind, close };
}
