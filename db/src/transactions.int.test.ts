import { describe, it, expect } from 'vitest';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from './errors.js';
import { insertUser, testBackends } from './testing.js';
import type { Database } from './schema/index.js';
import { holdTransaction, suiteDatabase } from './testing/suite.js';

async function usernames(db: Kysely<Database>, ...names: string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('username').where('username', 'in', names).orderBy('username').execute();
  return rows.map((r) => r.username);
}

describe.each(await testBackends())('transactions on %s', (kind) => {
  const suite = suiteDatabase(kind);

  it('commits all statements of a transaction', async () => {
    await suite.db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'commit_a' });
      await insertUser(trx, { username: 'commit_b' });
    });
    expect(await usernames(suite.db, 'commit_a', 'commit_b')).toEqual(['commit_a', 'commit_b']);
  });

  it('rolls everything back when the callback throws, and passes the error on', async () => {
    const failure = suite.db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'rollback_a' });
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    expect(await usernames(suite.db, 'rollback_a')).toEqual([]);
  });

  it('rolls back after a failed statement and leaves the database usable', async () => {
    await insertUser(suite.db, { username: 'taken_name' });
    const failure = suite.db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'before_failure' });
      await insertUser(trx, { username: 'TAKEN_NAME' });
    });
    expect(isUniqueViolation(await failure.catch((e: unknown) => e), 'users_username_lower_key')).toBe(true);
    expect(await usernames(suite.db, 'before_failure')).toEqual([]);
    await insertUser(suite.db, { username: 'after_failure' });
    expect(await usernames(suite.db, 'after_failure')).toEqual(['after_failure']);
  });

  it('keeps work outside an open transaction out of it', async () => {
    const transaction = await holdTransaction(suite.db, 'inside_trx');
    // On PGlite this waits for the transaction (one connection); on Postgres it runs beside it.
    const outside = insertUser(suite.db, { username: 'outside_trx' });
    transaction.rollBack();
    await expect(transaction.done).rejects.toThrow('roll back');
    await outside;
    expect(await usernames(suite.db, 'inside_trx', 'outside_trx')).toEqual(['outside_trx']);
  });

  it('runs many concurrent queries without mixing them up', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `parallel_${String(i).padStart(2, '0')}`);
    const created = await Promise.all(names.map((username) => insertUser(suite.db, { username })));
    expect(created.map((u) => u.username)).toEqual(names);
    expect(await usernames(suite.db, ...names)).toEqual(names);
  });
});
