import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Dialect } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { DbLogger } from './logger.js';
import { ResilientDriver } from './resilient-driver.js';
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
  /** Longest wait for a connection to be made (default 2.5 s). */
  connectTimeoutMs?: number;
  /** Longest wait for a free connection of the pool, or for one statement's answer (default 3.5 s). */
  queryTimeoutMs?: number;
}

/**
 * While the server is away, every request must be answered (503) within 5 s, never hang: a
 * connection is given 2.5 s to be made, a statement or a wait for the pool 3.5 s, and a broken pool is
 * replaced by a fresh one that has answered (db/src/resilient-driver.ts). Every query of this product
 * takes milliseconds, so 3.5 s only ever trips on a fault. postgres.js 3.4.9 is the latest release and
 * still has upstream issue #1193 (a connection closed during start-up reconnects forever, its query
 * never answered; the fix, PR #1214, is not released), which is why recovery never waits on the old pool.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 2_500;
export const POSTGRES_QUERY_TIMEOUT_MS = 3_500;

/** A PostgreSQL server through a postgres.js pool, every wait bounded, healing after an outage. */
export function postgresDialect({ databaseUrl, logger, maxConnections, connectTimeoutMs, queryTimeoutMs }: PostgresOptions): BackendDialect {
  const connectMs = connectTimeoutMs ?? POSTGRES_CONNECT_TIMEOUT_MS;
  const queryMs = queryTimeoutMs ?? POSTGRES_QUERY_TIMEOUT_MS;
  const createPool = () => {
    const client = postgres(databaseUrl, {
      max: maxConnections ?? 10,
      // postgres.js counts these in seconds.
      connect_timeout: connectMs / 1000,
      // Idle connections are closed after a minute: fewer sockets left half-open by an outage.
      idle_timeout: 60,
      types: postgresJsTypes(),
      // postgres.js prints server notices (e.g. "table does not exist, skipping") to the console by default.
      onnotice: (notice) => logger?.debug({ notice: notice.message }, 'postgres notice'),
    });
    return {
      driver: new PostgresJSDialect({ postgres: client }).createDriver(),
      close: (graceMs: number) => client.end({ timeout: graceMs / 1000 }),
    };
  };
  const driver = new ResilientDriver({ createPool, acquireMs: queryMs, queryMs, connectMs });
  return {
    dialect: {
      createDriver: () => driver,
      createAdapter: () => new PostgresAdapter(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    release: () => driver.destroy(),
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
