import { describe, it, expect } from 'vitest';
import { sql } from 'kysely';
import { insertUser, openTestDatabase, requireRedis, requireService, testBackends, testServerUrl } from './testing.js';
import { openDatabase } from './open.js';
import { createServer } from 'node:net';

async function databaseExists(databaseUrl: string): Promise<boolean> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const server = await openDatabase({ databaseUrl: testServerUrl() });
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_database where datname = ${name}`.execute(server.db);
    return rows[0]!.n > 0;
  } finally {
    await server.close();
  }
}

describe('requireService', () => {
  it('fails naming the service, its address and the way to get it when nothing answers there', async () => {
    // Port 1 (tcpmux) is never served on a test machine.
    await expect(requireRedis('redis://127.0.0.1:1')).rejects.toThrow('Redis is not reachable on 127.0.0.1:1: start redis-server');
  });

  it('lets the suite go on when the service answers', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(requireService('Thing', `thing://127.0.0.1:${port}`, 'start it')).resolves.toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('testBackends', () => {
  it('always offers PGlite, first, and each backend once', async () => {
    const backends = await testBackends();
    expect(backends[0]).toBe('pglite');
    expect(new Set(backends).size).toBe(backends.length);
  });
});

describe.each(await testBackends())('openTestDatabase on %s', (kind) => {
  it('gives each caller its own migrated database, released (on postgres: dropped) by close()', async () => {
    const [one, two] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
    try {
      expect(one.kind).toBe(kind);
      await insertUser(one.db, { username: 'only_in_one' });
      expect(await two.db.selectFrom('users').select('username').execute()).toEqual([]);
      if (kind === 'postgres') {
        expect(one.databaseUrl).not.toBe(two.databaseUrl);
        expect(await databaseExists(one.databaseUrl!)).toBe(true);
      } else {
        expect(one.databaseUrl).toBeUndefined();
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    await expect(sql`select 1`.execute(one.db)).rejects.toThrow();
    if (kind === 'postgres') expect(await databaseExists(one.databaseUrl!)).toBe(false);
  });

  it('opens an empty database on request', async () => {
    const handle = await openTestDatabase(kind, { migrate: false });
    try {
      expect(await handle.db.introspection.getTables()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
