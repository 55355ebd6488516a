import { Kysely, sql } from 'kysely';
import { allowDirectQueries } from './compiled-once.js';
import type { PGlite } from '@electric-sql/pglite';
import type { LogEvent } from 'kysely';
import { pgliteDialect, postgresDialect, redactUrl } from './dialects.js';
import type { BackendDialect } from './dialects.js';
import { isDatabaseUnavailable } from './errors.js';
import type { ReadCache } from './pglite-read-cache.js';
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
  /** postgres.js pool size (default POSTGRES_POOL_DEFAULT). Ignored by PGlite, which has a single connection. */
  maxConnections?: number;
  /**
   * In-memory PGlite only: start from this data folder image (PGlite's `dumpDataDir`) instead of running initdb,
   * which takes seconds. Tests start from an image of a migrated database (`@matchdrop/db/testing`).
   */
  memoryImage?: Blob;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** PGlite only: the embedded instance itself (a tool's or a test's raw SQL, outside the product's code). */
  pglite?: PGlite;
  /** PGlite only: the cache of the hot reads that the database keeps true (pglite-read-cache.ts). */
  readCache?: ReadCache;
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
  const { databaseUrl, dataDir, logger, maxConnections, memoryImage } = options;
  const kind: DbKind = databaseUrl ? 'postgres' : 'pglite';
  const backend: BackendDialect = databaseUrl ? postgresDialect({ databaseUrl, logger, maxConnections }) : await pgliteDialect(dataDir, logger, undefined, memoryImage);
  const db = new Kysely<Database>({
    dialect: backend.dialect,
    ...(logger ? { log: queryLogger(logger) } : {}),
  });
  if (backend.directQuery) allowDirectQueries(db, backend.directQuery);

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
  return { db, kind, close, ...(backend.pglite ? { pglite: backend.pglite.instance, readCache: backend.pglite.readCache } : {}) };
}

export interface WaitOptions {
  /** Give up after this long (default 60 s). */
  waitMs?: number;
  /** Told about each failed attempt, before the pause that follows it: one log line each. */
  onRetry?(info: { attempt: number; delayMs: number; reason: string }): void;
}

/** 1 s, 2 s, 4 s, 8 s, then every 10 s. */
function backoffMs(attempt: number): number {
  return Math.min(10_000, 1_000 * 2 ** (attempt - 1));
}

/**
 * openDatabase, retried with backoff while the server cannot be reached (not on a wrong password or a
 * missing database, which waiting does not fix), for up to `waitMs`: in compose or systemd the
 * database may come up after the app, and the start order must not matter.
 */
export async function openDatabaseWhenReachable(options: OpenDatabaseOptions, { waitMs = 60_000, onRetry }: WaitOptions = {}): Promise<DbHandle> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(options);
    } catch (error) {
      const delayMs = backoffMs(attempt);
      const retryable = options.databaseUrl !== undefined && isDatabaseUnavailable(error);
      if (!retryable || Date.now() - started + delayMs > waitMs) throw error;
      onRetry?.({ attempt, delayMs, reason: error instanceof Error ? error.message : String(error) });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
