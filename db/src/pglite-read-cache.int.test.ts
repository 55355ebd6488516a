import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { TABLE_CHANGED_TRIGGER } from './migrations/0018_change_notices.js';
import { PgliteReadCache, type ReadCache } from './pglite-read-cache.js';
import { insertUser, openTestDatabase, type TestDbHandle } from './testing.js';

const userRow = compiledOnce<{ id: number }, { username: string; is_suspended: boolean }>(
  (db, arg) => db.selectFrom('users').select(['username', 'is_suspended']).where('id', '=', arg('id')),
  { cached: true },
);
const notKept = compiledOnce<{ id: number }, { username: string }>((db, arg) => db.selectFrom('users').select('username').where('id', '=', arg('id')));

describe('the PGlite read cache, kept true by the database', () => {
  let handle: TestDbHandle;
  let pglite: PGlite;
  let cache: ReadCache;
  let id: number;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    pglite = handle.pglite!;
    cache = handle.readCache!;
    id = (await insertUser(handle.db, { username: 'cached_one' })).id;
  });
  afterAll(() => handle.close());

  it('answers a repeated read from memory', async () => {
    await userRow(handle.db, { id });
    const before = cache.stats();
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'cached_one', is_suspended: false }]);
    expect(cache.stats().hits).toBe(before.hits + 1);
  });

  it('sees a write made by raw SQL outside the product’s code at the next read', async () => {
    await userRow(handle.db, { id });
    await pglite.query('update users set is_suspended = true where id = $1', [id]);
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'cached_one', is_suspended: true }]);
    await pglite.exec(`update users set is_suspended = false where id = ${id}`);
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'cached_one', is_suspended: false }]);
  });

  it('sees a write committed by a transaction, and not one rolled back', async () => {
    await userRow(handle.db, { id });
    await pglite.transaction(async (tx) => {
      await tx.query(`update users set username = 'cached_renamed' where id = $1`, [id]);
    });
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'cached_renamed', is_suspended: false }]);
    await pglite.transaction(async (tx) => {
      await tx.query(`update users set username = 'never_seen' where id = $1`, [id]);
      await tx.rollback();
    });
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'cached_renamed', is_suspended: false }]);
  });

  it('keeps nothing for a read not declared cacheable, nor for one over a table without the change trigger', async () => {
    await pglite.exec(`create table unwatched (id int primary key, v text); insert into unwatched values (1, 'a')`);
    const unwatched = compiledOnce<{ id: number }, { v: string }>(
      (db, arg) => (db as unknown as Kysely<{ unwatched: { id: number; v: string } }>).selectFrom('unwatched').select('v').where('id', '=', arg('id')),
      { cached: true },
    );
    const { hits } = cache.stats();
    await notKept(handle.db, { id });
    await notKept(handle.db, { id });
    expect(await unwatched(handle.db, { id: 1 })).toEqual([{ v: 'a' }]);
    expect(await unwatched(handle.db, { id: 1 })).toEqual([{ v: 'a' }]);
    try {
      expect(cache.stats().hits).toBe(hits);
    } finally {
      await pglite.exec('drop table unwatched');
    }
  });

  it('hands out kept rows frozen, so no caller can change another’s', async () => {
    await userRow(handle.db, { id });
    const [row] = await userRow(handle.db, { id });
    expect(() => Object.assign(row!, { username: 'changed' })).toThrow(TypeError);
  });

  it('drops everything when it stops hearing the database, and keeps nothing until it listens again', async () => {
    await userRow(handle.db, { id });
    expect(cache.stats().entries).toBeGreaterThan(0);
    await cache.stopListening();
    expect(cache.stats()).toMatchObject({ entries: 0, listening: false });
    await userRow(handle.db, { id });
    // Not heard now: a write here must not leave a stale answer behind once listening resumes.
    await pglite.query(`update users set username = 'while_deaf' where id = $1`, [id]);
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'while_deaf', is_suspended: false }]);
    expect(cache.stats().entries).toBe(0);
    await cache.listen();
    await userRow(handle.db, { id });
    expect(cache.stats()).toMatchObject({ listening: true, entries: 1 });
    await pglite.query(`update users set username = 'heard_again' where id = $1`, [id]);
    expect(await userRow(handle.db, { id })).toEqual([{ username: 'heard_again', is_suspended: false }]);
  });

  it('keeps at most its budget of answer text, dropping the oldest first, and never an answer larger than all of it', async () => {
    const small = new PgliteReadCache(pglite, 100);
    await small.listen();
    try {
      const versions = small.versionsOf(['users']);
      small.set('a', ['users'], versions, [{ n: 1 }], 40);
      small.set('b', ['users'], versions, [{ n: 2 }], 40);
      small.set('c', ['users'], versions, [{ n: 3 }], 40);
      expect([small.get('a'), small.get('b'), small.get('c')]).toEqual([undefined, [{ n: 2 }], [{ n: 3 }]]);
      small.set('huge', ['users'], versions, [{ n: 4 }], 101);
      expect(small.get('huge')).toBeUndefined();
      expect(small.stats().entries).toBe(2);
    } finally {
      await small.stopListening();
    }
  });

  it('every table of the schema carries the change trigger (a new table needs it too, migration 0018)', async () => {
    const { rows } = await pglite.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely\\_%'
        and tablename not in (select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = $1)`,
      [TABLE_CHANGED_TRIGGER],
    );
    expect(rows).toEqual([]);
  });
});
