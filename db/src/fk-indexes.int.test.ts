import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends } from './testing.js';
import { suiteDatabase } from './testing/suite.js';

/**
 * Deleting a user cascades into every table that references users(id). Each such column needs an index that leads
 * with it, or one delete reads the whole table (at school scale, millions of class summary rows).
 */
describe.each(await testBackends())('indexes behind the user cascades on %s', (kind) => {
  const suite = suiteDatabase(kind);

  it('every column that cascades a user delete leads an index', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'users'::regclass and c.confdeltype = 'c' and array_length(c.conkey, 1) = 1
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1`.execute(suite.db);
    expect(rows).toEqual([]);
  });
});
