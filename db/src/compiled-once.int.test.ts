import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import { insertUser, testBackends } from './testing.js';
import { holdTransaction, suiteDatabase } from './testing/suite.js';

// Built once, with a placeholder standing for the name twice and a constant of its own.
const byName = compiledOnce<{ name: string }, { username: string; tag: string }>((db, arg) =>
  db
    .selectFrom('users')
    .select(['username', sql<string>`${'constant'}::text`.as('tag')])
    .where((eb) => eb.or([eb('username', '=', arg('name')), eb('email', '=', arg('name'))])),
);

describe.each(await testBackends())('compiledOnce on %s', (kind) => {
  const suite = suiteDatabase(kind);
  beforeAll(async () => {
    await insertUser(suite.db, { username: 'compiled_a' });
    await insertUser(suite.db, { username: 'compiled_b' });
  });

  it('runs the statement compiled at the first call with each call’s own values, constants kept', async () => {
    expect(await byName(suite.db, { name: 'compiled_a' })).toEqual([{ username: 'compiled_a', tag: 'constant' }]);
    expect(await byName(suite.db, { name: 'compiled_b' })).toEqual([{ username: 'compiled_b', tag: 'constant' }]);
    expect(await byName(suite.db, { name: 'nobody' })).toEqual([]);
  });

  it('runs inside a transaction on the transaction’s connection: its uncommitted rows are seen, and rolled back', async () => {
    const failed = suite.db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'compiled_in_trx' });
      expect(await byName(trx, { name: 'compiled_in_trx' })).toHaveLength(1);
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    expect(await byName(suite.db, { name: 'compiled_in_trx' })).toEqual([]);
  });

  it('never runs inside a transaction open elsewhere: it does not see that transaction’s rows', async () => {
    const transaction = await holdTransaction(suite.db, 'compiled_uncommitted');
    // PostgreSQL: another connection, which cannot see the row; PGlite: waits for the transaction to end.
    const outside = byName(suite.db, { name: 'compiled_uncommitted' });
    // Time enough for a statement that did not wait to run inside the open transaction and see its row.
    await new Promise((resolve) => setTimeout(resolve, 100));
    transaction.rollBack();
    await expect(transaction.done).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
  });

  it('refuses a missing value rather than sending undefined', async () => {
    await expect(byName(suite.db, {} as { name: string })).rejects.toThrow('no value for name');
  });
});
