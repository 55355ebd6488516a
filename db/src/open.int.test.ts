import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import type { DbLogger } from './logger.js';
import { migrateToLatest } from './migrate.js';
import { openDatabase } from './open.js';
import type { DbHandle } from './open.js';

// One PGlite data directory for the whole file: starting PGlite is the slow part.
describe('openDatabase with PGlite in a dataDir', () => {
  const entries: Array<{ level: string; message: string; details: object }> = [];
  const logger: DbLogger = {
    debug: (details, message) => entries.push({ level: 'debug', message, details }),
    info: (details, message) => entries.push({ level: 'info', message, details }),
  };
  let dataDir: string;
  let first: DbHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchdrop-db-'));
    first = await openDatabase({ dataDir, logger });
    await migrateToLatest(first.db, logger);
  });
  afterAll(async () => {
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs applied migrations at info, and queries and failed queries at debug', async () => {
    await sql`select 42`.execute(first.db);
    await sql`select * from no_such_table`.execute(first.db).catch(() => undefined);
    expect(entries).toContainEqual({
      level: 'info',
      message: 'database migrated',
      details: { migrations: expect.arrayContaining(['0001_accounts']) },
    });
    expect(entries).toContainEqual(expect.objectContaining({ level: 'debug', message: 'query', details: expect.objectContaining({ sql: 'select 42' }) }));
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'debug',
        message: 'query failed',
        details: expect.objectContaining({ sql: 'select * from no_such_table' }),
      }),
    );
  });

  it('persists data in <dataDir>/pglite across close and reopen', async () => {
    expect(first.kind).toBe('pglite');
    await first.db.insertInto('users').values({ username: 'kept', email: 'kept@example.test', password_hash: 'h' }).execute();
    await first.close();
    await first.close(); // closing twice is harmless
    expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);

    const second = await openDatabase({ dataDir });
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      const users = await second.db.selectFrom('users').select('username').execute();
      expect(users).toEqual([{ username: 'kept' }]);
    } finally {
      await second.close();
    }
  });
});

describe('openDatabase with a PostgreSQL URL', () => {
  it('fails at open with a clear message that names the server but not the password', async () => {
    // Port 1 on localhost: nothing listens there, so the connection is refused at once.
    const error = await openDatabase({ databaseUrl: 'postgres://someone:s3cret@127.0.0.1:1/nowhere' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/^Cannot open the database \(PostgreSQL at postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/nowhere\)/);
    expect(message).not.toContain('s3cret');
  });
});
