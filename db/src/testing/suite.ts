import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DbKind } from '../open.js';
import type { Database } from '../schema/index.js';
import { insertUser, openTestDatabase, type TestDbHandle, type TestDbOptions } from '../testing.js';

/** A describe block's database: read `handle` and `db` in its hooks and tests, once it is open. */
export interface SuiteDatabase {
  readonly handle: TestDbHandle;
  readonly db: Kysely<Database>;
}

/**
 * Opens a test database before the block's tests and closes it after them (one per block, not per test: PGlite
 * takes about a second to start), instead of the same let / beforeAll / afterAll in every suite. Kept apart from
 * ../testing.ts because it needs vitest, and bench/ opens test databases outside it.
 */
export function suiteDatabase(kind: DbKind, options?: TestDbOptions): SuiteDatabase {
  let open: TestDbHandle | undefined;
  beforeAll(async () => {
    open = await openTestDatabase(kind, options);
  });
  afterAll(() => open?.close());
  const handle = (): TestDbHandle => {
    if (!open) throw new Error('the suite database is opened in beforeAll: read it in a hook or a test');
    return open;
  };
  return {
    get handle() {
      return handle();
    },
    get db() {
      return handle().db;
    },
  };
}

/** A transaction held open after inserting a user, until `rollBack()`: `done` then rejects with 'roll back'. */
export interface HeldTransaction {
  rollBack(): void;
  done: Promise<void>;
}

/**
 * Opens a transaction on `db` that inserts the user `username` and stays open (uncommitted) until rolled back:
 * resolves once the row is in, so a test can check what other statements see of it meanwhile.
 */
export async function holdTransaction(db: Kysely<Database>, username: string): Promise<HeldTransaction> {
  let rollBack!: () => void;
  const held = new Promise<void>((resolve) => (rollBack = resolve));
  let inserted!: () => void;
  const insideDone = new Promise<void>((resolve) => (inserted = resolve));
  const done = db.transaction().execute(async (trx) => {
    await insertUser(trx, { username });
    inserted();
    await held;
    throw new Error('roll back');
  });
  // Whoever awaits `done` sees the rejection; until then it must not count as unhandled.
  done.catch(() => undefined);
  await insideDone;
  return { rollBack, done };
}
