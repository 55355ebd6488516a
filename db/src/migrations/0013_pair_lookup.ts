import { sqlMigration } from './sql-migration.js';

/**
 * POST /api/check-match without a game asks "is this pair in any game the caller may read?". A GIN index over
 * the games' pair maps answers `data @> {"a":"b"}` from index entries, so the question costs a few index reads
 * however many games are saved, instead of reading every game's data.
 */
export const pairLookup = sqlMigration([`create index dictionaries_data_pairs_idx on dictionaries using gin (data jsonb_path_ops)`], [`drop index dictionaries_data_pairs_idx`]);
