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
 * Open one database per describe block (per file), not per test: PGlite takes about a second to start.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import postgres from 'postgres';
import { migrateToLatest } from './migrate.js';
import { openDatabase } from './open.js';
import type { DbHandle, DbKind } from './open.js';
import { migratedPgliteImage, schemaKey } from './testing/schema-images.js';

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

const TEMPLATE_PREFIX = 'matchdrop_tmpl_';

/**
 * A migrated database to copy test databases from: `create database … template` copies files, where migrating
 * runs every migration's statements. Named by the migrations' contents, so a changed migration gets a template of
 * its own. Built under another name and renamed, so a database of that name is always complete.
 */
async function migratedTemplate(admin: postgres.Sql): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${(await schemaKey()).slice(0, 24)}`;
  const exists = await admin`select 1 from pg_database where datname = ${template}`;
  if (exists.length > 0) return template;
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${building}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(building), maxConnections: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  try {
    await admin.unsafe(`alter database "${building}" rename to "${template}"`);
  } catch {
    // Another test process finished the same template first: use theirs.
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
  }
  return template;
}

/** A copy of the template; two copies started at once can find it busy for a moment, so it is tried again. */
async function createFromTemplate(admin: postgres.Sql, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function openPostgresTestDatabase(migrate: boolean): Promise<TestDbHandle> {
  const now = Date.now();
  const name = `${DATABASE_PREFIX}${now}_${randomBytes(6).toString('hex')}`;
  await withServer(async (admin) => {
    await dropStaleDatabases(admin, now);
    if (migrate) await createFromTemplate(admin, name, await migratedTemplate(admin));
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

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /**
   * Cuts the link. 'refuse': open connections are reset and new ones refused, like a server that went
   * down. 'blackhole': open and new connections stay up but nothing gets through either way, like a
   * network that drops packets.
   */
  cut(mode?: 'refuse' | 'blackhole'): Promise<void>;
  /** Forwards again: new connections reach the target (connections held in a blackhole are reset). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy (node:net) between a client under test and a server, that a test cuts and restores to
 * play a database outage without root. Listens on a free 127.0.0.1 port, or on `port` when given.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode !== 'open') return; // blackhole: accepted, never answered (refuse closes the listener instead)
    const upstream = net.connect(target);
    track(upstream);
    const link = (from: net.Socket, to: net.Socket): void => {
      from.on('data', (chunk: Buffer) => {
        if (mode === 'open') to.write(chunk);
      });
      from.once('close', () => to.destroy());
    };
    link(client, upstream);
    link(upstream, client);
  });
  const listen = (at: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = (): Promise<void> => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const resetAll = (): void => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const bound = await listen(port);
  return {
    port: bound,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(bound);
      return parsed.toString();
    },
    async cut(how = 'refuse') {
      mode = how;
      if (how === 'refuse') {
        await Promise.all([stopListening(), Promise.resolve(resetAll())]);
      }
    },
    async restore() {
      if (mode === 'blackhole') resetAll();
      mode = 'open';
      if (!server.listening) await listen(bound);
    },
    async close() {
      mode = 'refuse';
      resetAll();
      await stopListening();
    },
  };
}

export { insertGame, insertUser } from './testing/rows.js';
