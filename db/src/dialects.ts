import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Dialect } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { DbLogger } from './logger.js';
import { PgliteReadCache } from './pglite-read-cache.js';
import { pglitePreparedQuery } from './pglite-statements.js';
import { isFreshDataDir, seedFromTemplate, type TemplateFiles } from './pglite-template.js';
import { ResilientDriver } from './resilient-driver.js';
import { pgliteParsers, postgresJsTypes } from './types.js';

export interface BackendDialect {
  dialect: Dialect;
  /** Releases what Kysely's destroy() may not have (it skips drivers that never ran a query). */
  release(): Promise<void>;
  /**
   * One statement outside any transaction, past Kysely's connection handling: on PostgreSQL on any free connection
   * of the pool (ResilientDriver.query), on PGlite straight to its query(), which waits for an open transaction.
   */
  directQuery?: (sql: string, parameters: readonly unknown[], options?: { cached?: boolean }) => Promise<readonly unknown[]>;
  /** PGlite only: the read cache the database keeps true, and the instance (for tools and tests). */
  pglite?: { instance: PGlite; readCache: PgliteReadCache };
}

/**
 * What keeps PGlite's memory (measured with npm run bench, bench/memory.ts): not the data, but
 * (1) V8's compiled code for the 25 MB postgres WebAssembly module: by default V8 compiles it with
 * Liftoff and then tiers hot functions up with TurboFan in the background, keeping both and the
 * compilers' working memory — 300-400 MB of RSS that grows under load; Liftoff alone starts as fast,
 * ran this product's small queries as fast here, and stays flat; (2) postgres' shared_buffers (128 MB by
 * default) inside the WebAssembly memory, which never shrinks once touched; PGlite reads its files
 * through the operating system's page cache anyway, so 16 MB of buffers cost no speed at this size.
 * The V8 flags apply to the whole process (they must be set before the module is compiled); nothing
 * else in it runs WebAssembly.
 */
const PGLITE_V8_FLAGS = '--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering';
// As start parameters (added to PGlite's own): its `postgresqlconf` option would replace the data
// directory's postgresql.conf, and with it the settings initdb wrote there.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];
let v8FlagsSet = false;

function useLiftoffOnly(): void {
  if (v8FlagsSet) return;
  v8.setFlagsFromString(PGLITE_V8_FLAGS);
  v8FlagsSet = true;
}

/**
 * Embedded PGlite, persisted in `<dataDir>/pglite`, or in memory without a dataDir.
 * Kysely 0.29's own PGliteDialect serializes all work on PGlite's single connection (a mutex in
 * its runtime driver) and runs transactions through PGlite's exclusive transaction().
 */
export async function pgliteDialect(dataDir: string | undefined, logger?: DbLogger, template?: TemplateFiles, memoryImage?: Blob): Promise<BackendDialect> {
  const parsers = pgliteParsers();
  useLiftoffOnly();
  let pglite: PGlite;
  if (dataDir === undefined) {
    pglite = await PGlite.create({ parsers, startParams: PGLITE_START_PARAMS, ...(memoryImage ? { loadDataDir: memoryImage } : {}) });
  } else {
    const dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    // A fresh folder is copied from the template rather than made by initdb, which would peak at about 550 MB.
    const seeding = isFreshDataDir(dir) ? await seedFromTemplate(dir, template) : undefined;
    if (seeding && !seeding.seeded) logger?.info({ reason: seeding.reason }, 'PGlite: running initdb (no usable template)');
    try {
      pglite = await PGlite.create({ dataDir: dir, parsers, startParams: PGLITE_START_PARAMS });
    } catch (error) {
      if (!seeding?.seeded) throw error;
      // The template did not open with this PGlite: start again from an empty folder, with initdb.
      logger?.info({ err: error }, 'PGlite: the template did not open, running initdb');
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      pglite = await PGlite.create({ dataDir: dir, parsers, startParams: PGLITE_START_PARAMS });
    }
  }
  const readCache = new PgliteReadCache(pglite);
  await readCache.listen();
  return {
    dialect: new PGliteDialect({ pglite }),
    release: async () => {
      readCache.closed();
      if (!pglite.closed) await pglite.close();
    },
    pglite: { instance: pglite, readCache },
    // Prepared once and run with one message per call, waiting for a transaction held on the instance to end
    // (pglite-statements.ts); Kysely's own lock around every query is skipped too.
    directQuery: pglitePreparedQuery(pglite, readCache),
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
/**
 * The pool's default size. Few connections serve a request-per-millisecond load better than many: postgres.js sends
 * the statements that meet on a busy connection in one write (each loopback write also runs the server's receive),
 * and the server keeps fewer processes fighting over the cores. In the mixed class-session bench on a 2-core machine
 * (bench/api-reads.ts), 4 connections gave a p99 of 14-16 ms where 10 gave 20-30 ms, and 2 left too little room for
 * the transactions that hold a connection. DATABASE_POOL_SIZE sets another size for a bigger database server.
 */
export const POSTGRES_POOL_DEFAULT = 4;
export const POSTGRES_QUERY_TIMEOUT_MS = 3_500;

/**
 * The rows of a postgres.js answer in an array of their own, the answer emptied. Node 24's V8 allocates closures in
 * old space until TurboFan optimizes the code that makes them, and postgres.js keeps each query's resolve function as
 * such a closure: the query object, and the answer it resolved with, stay reachable from old space until the next
 * full collection. Every row read then survived the young collections, which grew to 15-20 ms pauses in the mixed
 * class-session bench (bench/api-reads.ts). An emptied answer leaves the query holding nothing.
 */
export function detachRows<R>(answer: R[]): R[] {
  const rows = Array.from(answer);
  answer.length = 0;
  return rows;
}

/** A PostgreSQL server through a postgres.js pool, every wait bounded, healing after an outage. */
export function postgresDialect({ databaseUrl, logger, maxConnections, connectTimeoutMs, queryTimeoutMs }: PostgresOptions): BackendDialect {
  const connectMs = connectTimeoutMs ?? POSTGRES_CONNECT_TIMEOUT_MS;
  const queryMs = queryTimeoutMs ?? POSTGRES_QUERY_TIMEOUT_MS;
  const createPool = () => {
    const client = postgres(databaseUrl, {
      max: maxConnections ?? POSTGRES_POOL_DEFAULT,
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
      // Prepared, as Kysely's postgres.js driver prepares: parsed and planned once per connection.
      query: async (text: string, parameters: readonly unknown[]) => detachRows(await client.unsafe(text, [...parameters] as postgres.ParameterOrJSON<never>[], { prepare: true })),
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
    directQuery: (text, parameters) => driver.query(text, parameters),
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
