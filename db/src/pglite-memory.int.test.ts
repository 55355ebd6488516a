// The embedded database's memory settings (see dialects.ts): small shared buffers, and the settings
// initdb wrote (time zone, encoding) untouched.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDbHandle } from './testing.js';

describe('PGlite memory settings', () => {
  let handle: TestDbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(() => handle.close());

  const setting = async (name: string): Promise<string> => {
    const { rows } = await sql<{ setting: string; unit: string | null }>`select setting, unit from pg_settings where name = ${name}`.execute(handle.db);
    return `${rows[0]!.setting}${rows[0]!.unit ?? ''}`;
  };

  it('runs with 16 MB of shared buffers instead of 128 MB, keeping the rest of its configuration', async () => {
    // 2048 pages of 8 kB.
    expect(await setting('shared_buffers')).toBe(`2048${'8kB'}`);
    expect(await setting('server_encoding')).toBe('UTF8');
    expect(await setting('search_path')).toBe('public');
  });
});
