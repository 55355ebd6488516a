/**
 * Helpers for integration tests of every package that uses the database:
 *
 *   describe.each(await testBackends())('accounts on %s', (kind) => {
 *     let handle: TestDbHandle;
 *     beforeAll(async () => { handle = await openTestDatabase(kind); });
 *     afterAll(() => handle.close());
 *     ...
 *   });
 *
 * (db's own suites say it in one line: `const suite = suiteDatabase(kind)`, from ./testing/suite.ts.)
 *
 * Open one database per describe block (per file), not per test: PGlite takes about a second to start.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import postgres from 'postgres';
import { openDatabase } from './open.js';
import type { DbHandle, DbKind } from './open.js';
import { createFromTemplate, migratedPgliteImage, migratedTemplate } from './testing/schema-images.js';

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 };
const DEFAULT_SERVER_URL = `postgres://postgres@${LOCAL_POSTGRES.host}:${LOCAL_POSTGRES.port}/postgres`;
const PROBE_TIMEOUT_MS = 300;
const DATABASE_PREFIX = 'matchdrop_test_';
/** Test databases older than this were left by a crashed run and are dropped by the next one. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export interface TestDbHandle extends DbHandle {
  /** On postgres, the URL of this test's own database (for a server under test); undefined on PGlite. */
  databaseUrl: string | undefined;
}

function answers(host: string, port: number, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Long enough for a busy machine: the probe is there to fail clearly, not fast. */
const REQUIRE_TIMEOUT_MS = 3_000;

/**
 * For a suite that cannot run without a service: fails at once, naming what is missing and how to get it, instead
 * of letting a client retry until a hook times out with an obscure error. Call in beforeAll.
 */
export async function requireService(name: string, url: string, hint: string): Promise<void> {
  const { hostname, port } = new URL(url);
  if (!(await answers(hostname, Number(port), REQUIRE_TIMEOUT_MS))) {
    throw new Error(`${name} is not reachable on ${hostname}:${port}: ${hint}`);
  }
}

export const requireRedis = (url: string): Promise<void> => requireService('Redis', url, 'start redis-server (apt-get install -y redis-server), or point REDIS_URL at a Redis');

export const requirePostgres = (): Promise<void> => requireService('PostgreSQL', testServerUrl(), 'start PostgreSQL (user postgres, trust auth on 127.0.0.1), or set DATABASE_URL');

let backends: Promise<DbKind[]> | undefined;

/** Always 'pglite'; also 'postgres' when DATABASE_URL is set or a server answers on 127.0.0.1:5432. */
export function testBackends(): Promise<DbKind[]> {
  backends ??= (async (): Promise<DbKind[]> => {
    const postgresUp = Boolean(process.env.DATABASE_URL) || (await answers(LOCAL_POSTGRES.host, LOCAL_POSTGRES.port));
    return postgresUp ? ['pglite', 'postgres'] : ['pglite'];
  })();
  return backends;
}

/** The PostgreSQL server test databases are created on: DATABASE_URL, else the local default. */
export function testServerUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_SERVER_URL;
}

async function withServer<T>(run: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(testServerUrl(), { max: 1, onnotice: () => undefined });
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

async function dropStaleDatabases(admin: postgres.Sql, now: number): Promise<void> {
  const rows = await admin<{ datname: string }[]>`
    select datname from pg_database where datname like ${`${DATABASE_PREFIX}%`}`;
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(DATABASE_PREFIX.length).split('_')[0]);
    if (Number.isFinite(createdAt) && now - createdAt > STALE_AFTER_MS) {
      await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    }
  }
}

export interface TestDbOptions {
  /** Apply the migrations (default true); false gives an empty database, e.g. to test migrating. */
  migrate?: boolean;
}

function databaseUrlOf(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function openPostgresTestDatabase(migrate: boolean): Promise<TestDbHandle> {
  const now = Date.now();
  const name = `${DATABASE_PREFIX}${now}_${randomBytes(6).toString('hex')}`;
  await withServer(async (admin) => {
    await dropStaleDatabases(admin, now);
    if (migrate) await createFromTemplate(admin, name, await migratedTemplate(admin, databaseUrlOf));
    else await admin.unsafe(`create database "${name}"`);
  });
  const databaseUrl = databaseUrlOf(name);
  const handle = await openDatabase({ databaseUrl, maxConnections: 4 });
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= handle
      .close()
      .then(() => withServer((admin) => admin.unsafe(`drop database if exists "${name}" with (force)`)))
      .then(() => undefined);
    return closing;
  };
  return { ...handle, close, databaseUrl };
}

/**
 * A fresh, migrated database of the given kind. PGlite: in memory. Postgres: a new uniquely named
 * database on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped again by close().
 */
export async function openTestDatabase(kind: DbKind, options: TestDbOptions = {}): Promise<TestDbHandle> {
  const migrate = options.migrate ?? true;
  if (kind === 'postgres') return openPostgresTestDatabase(migrate);
  const handle = await openDatabase(migrate ? { memoryImage: await migratedPgliteImage() } : {});
  return { ...handle, databaseUrl: undefined };
}

export { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.js';
export { insertGame, insertUser } from './testing/rows.js';
