import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DbKind } from '../open.js';
import type { Database } from '../schema/index.js';
import { openTestDatabase, type TestDbHandle, type TestDbOptions } from '../testing.js';

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
