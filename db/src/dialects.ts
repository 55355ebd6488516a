import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely';
import type { Dialect } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { DbLogger } from './logger.js';
import { pgliteParsers, postgresJsTypes } from './types.js';

export interface BackendDialect {
  dialect: Dialect;
  /** Releases what Kysely's destroy() may not have (it skips drivers that never ran a query). */
  release(): Promise<void>;
}

/**
 * Embedded PGlite, persisted in `<dataDir>/pglite`, or in memory without a dataDir.
 * Kysely 0.29's own PGliteDialect serializes all work on PGlite's single connection (a mutex in
 * its runtime driver) and runs transactions through PGlite's exclusive transaction().
 */
export async function pgliteDialect(dataDir: string | undefined): Promise<BackendDialect> {
  const parsers = pgliteParsers();
  let pglite: PGlite;
  if (dataDir === undefined) {
    pglite = await PGlite.create({ parsers });
  } else {
    const dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    pglite = await PGlite.create({ dataDir: dir, parsers });
  }
  return {
    dialect: new PGliteDialect({ pglite }),
    release: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export interface PostgresOptions {
  databaseUrl: string;
  logger?: DbLogger;
  maxConnections?: number;
}

/** A PostgreSQL server through a postgres.js pool. */
export function postgresDialect({ databaseUrl, logger, maxConnections }: PostgresOptions): BackendDialect {
  const client = postgres(databaseUrl, {
    max: maxConnections ?? 10,
    types: postgresJsTypes(),
    // postgres.js prints server notices (e.g. "table does not exist, skipping") to the console by default.
    onnotice: (notice) => logger?.debug({ notice: notice.message }, 'postgres notice'),
  });
  return {
    dialect: new PostgresJSDialect({ postgres: client }),
    release: () => client.end(),
  };
}

/** The URL without its password, for error messages and logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable database URL)';
  }
}
