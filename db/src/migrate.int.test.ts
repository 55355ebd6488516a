import { describe, it, expect } from 'vitest';
import { sql } from 'kysely';
import { MigrationError, migrateToLatest, migrateToNothing } from './migrate.js';
import { migrations } from './migrations/index.js';
import { openTestDatabase, testBackends } from './testing.js';
import type { TestDbHandle } from './testing.js';
import { suiteDatabase } from './testing/suite.js';

const TABLES = [
  'ai_chat_messages',
  'ai_chat_sessions',
  'ai_usage',
  'assignment_attempts',
  'assignment_confusions',
  'assignment_pair_progress',
  'assignment_plays',
  'assignment_progress',
  'assignments',
  'class_members',
  'classes',
  'competitive_results',
  'competitive_rounds',
  'dictionaries',
  'email_codes',
  'game_pair_misses',
  'game_play_totals',
  'game_player_bests',
  'game_sessions',
  'general_notifications',
  'media',
  'media_owners',
  'media_sources',
  'notifications',
  'review_cards',
  'review_log',
  'shares',
  'suspension_messages',
  'suspensions',
  'team_races',
  'tournament_results',
  'tournaments',
  'users',
];

async function tableNames(handle: TestDbHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

describe.each(await testBackends())('migrations on %s', (kind) => {
  const suite = suiteDatabase(kind);

  it('creates every table of the product from scratch', async () => {
    expect(await tableNames(suite.handle)).toEqual(TABLES);
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await migrateToLatest(suite.db)).toEqual([]);
    expect(await tableNames(suite.handle)).toEqual(TABLES);
  });

  it('can be undone completely and applied again', async () => {
    expect(await migrateToNothing(suite.db)).toEqual(Object.keys(migrations).reverse());
    expect(await tableNames(suite.handle)).toEqual([]);
    expect(await migrateToLatest(suite.db)).toEqual(Object.keys(migrations));
    expect(await tableNames(suite.handle)).toEqual(TABLES);
  });
});

describe.each(await testBackends())('migrateToLatest failure on %s', (kind) => {
  it('throws a MigrationError naming the failed migration and the reason, keeping nothing of the run', async () => {
    const handle = await openTestDatabase(kind, { migrate: false });
    try {
      // A table in the way makes the first migration fail.
      await sql`create table dictionaries (id integer)`.execute(handle.db);
      const error = await migrateToLatest(handle.db).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as MigrationError).failedMigration).toBe('0002_dictionaries');
      expect((error as Error).message).toMatch(/migration "0002_dictionaries".*already exists/);
      // The whole run is one transaction: 0001's users table was rolled back too.
      const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toEqual(['dictionaries']);
    } finally {
      await handle.close();
    }
  });
});
