import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from './errors.js';
import { insertUser, openTestDatabase, testBackends } from './testing.js';
import type { Database } from './schema/index.js';
import type { TestDbHandle } from './testing.js';

async function usernames(db: Kysely<Database>, ...names: string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('username').where('username', 'in', names).orderBy('username').execute();
  return rows.map((r) => r.username);
}

describe.each(await testBackends())('transactions on %s', (kind) => {
  let handle: TestDbHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('commits all statements of a transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'commit_a' });
      await insertUser(trx, { username: 'commit_b' });
    });
    expect(await usernames(db, 'commit_a', 'commit_b')).toEqual(['commit_a', 'commit_b']);
  });

  it('rolls everything back when the callback throws, and passes the error on', async () => {
    const failure = db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'rollback_a' });
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    expect(await usernames(db, 'rollback_a')).toEqual([]);
  });

  it('rolls back after a failed statement and leaves the database usable', async () => {
    await insertUser(db, { username: 'taken_name' });
    const failure = db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'before_failure' });
      await insertUser(trx, { username: 'TAKEN_NAME' });
    });
    expect(isUniqueViolation(await failure.catch((e: unknown) => e), 'users_username_lower_key')).toBe(true);
    expect(await usernames(db, 'before_failure')).toEqual([]);
    await insertUser(db, { username: 'after_failure' });
    expect(await usernames(db, 'after_failure')).toEqual(['after_failure']);
  });

  it('keeps work outside an open transaction out of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insideDone = new Promise<void>((resolve) => (inserted = resolve));

    const transaction = db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'inside_trx' });
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insideDone;
    // On PGlite this waits for the transaction (one connection); on Postgres it runs beside it.
    const outside = insertUser(db, { username: 'outside_trx' });
    release();
    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    expect(await usernames(db, 'inside_trx', 'outside_trx')).toEqual(['outside_trx']);
  });

  it('runs many concurrent queries without mixing them up', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `parallel_${String(i).padStart(2, '0')}`);
    const created = await Promise.all(names.map((username) => insertUser(db, { username })));
    expect(created.map((u) => u.username)).toEqual(names);
    expect(await usernames(db, ...names)).toEqual(names);
  });
});
