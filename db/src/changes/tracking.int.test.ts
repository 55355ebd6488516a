import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertGame, insertUser, openTestDatabase, testBackends } from '../testing.js';
import type { TestDbHandle } from '../testing.js';

/** The schema is learnt from the catalog after the migrations. */
async function snapshotOf(handle: TestDbHandle): Promise<number> {
  expect(await handle.changes.whenKnown()).toBe(true);
  return handle.changes.snapshot()!;
}

describe.each(await testBackends())('data changes seen through the driver on %s', (kind) => {
  let handle: TestDbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('learns the schema after the migrations and stamps a plain write once it answered', async () => {
    const before = await snapshotOf(handle);
    await insertUser(handle.db, { username: 'stamp_plain' });
    expect(handle.changes.changedSince(['users'], before)).toBe(true);
    expect(handle.changes.changedSince(['dictionaries', 'notifications'], before)).toBe(false);
  });

  it('stamps a transaction’s writes when it ends, so a read that ran during it is outdated', async () => {
    let duringTransaction = 0;
    await handle.db.transaction().execute(async (trx) => {
      await insertUser(trx, { username: 'stamp_tx' });
      // A reader starting now sees the old data (the transaction is not committed yet)…
      duringTransaction = handle.changes.snapshot()!;
    });
    // …so the commit must outdate what it read.
    expect(handle.changes.changedSince(['users'], duringTransaction)).toBe(true);
  });

  it('stamps a rolled-back transaction too (costing only cache entries)', async () => {
    const before = await snapshotOf(handle);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await insertUser(trx, { username: 'stamp_rollback' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(handle.changes.changedSince(['users'], before)).toBe(true);
  });

  it('follows cascades and triggers read from the catalog: a play stamps the progress figures, a deleted user their games', async () => {
    const owner = await insertUser(handle.db, { username: 'stamp_owner' });
    const game = await insertGame(handle.db, owner.id, { name: 'Stamped' });
    const beforePlay = await snapshotOf(handle);
    await sql`insert into game_sessions (dictionary_id, user_id, pairs, score, accuracy, time_ms, correct, wrong)
      values (${game.id}, ${owner.id}, 5, 100, 100, 1000, 5, 0)`.execute(handle.db);
    expect(handle.changes.changedSince(['game_play_totals'], beforePlay)).toBe(true);
    expect(handle.changes.changedSince(['game_player_bests'], beforePlay)).toBe(true);
    expect(handle.changes.changedSince(['dictionaries'], beforePlay)).toBe(false);

    const beforeDelete = handle.changes.snapshot()!;
    await handle.db.deleteFrom('users').where('id', '=', owner.id).execute();
    for (const table of ['dictionaries', 'game_sessions', 'notifications']) expect(handle.changes.changedSince([table], beforeDelete)).toBe(true);
  });

  it('notes what a tracked piece of work reads', async () => {
    await snapshotOf(handle);
    const record = { tables: new Set<string>(), wrote: false };
    await new Promise<void>((resolve, reject) => {
      handle.changes.runTracked(record, () => {
        handle.db
          .selectFrom('dictionaries')
          .innerJoin('users', 'users.id', 'dictionaries.owner_id')
          .select('dictionaries.id')
          .execute()
          .then(() => resolve(), reject);
      });
    });
    expect([...record.tables].sort()).toEqual(['dictionaries', 'users']);
    expect(record.wrote).toBe(false);
  });
});
