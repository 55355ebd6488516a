import { sqlMigration } from './sql-migration.js';

/**
 * Indexes for the reads everyone makes, found with EXPLAIN on a library of thousands of games: the public
 * list and search read the newest public games (optionally of one category) from an index instead of sorting
 * every public row, and their play counts join game_play_totals by dictionary_id, which was a sequential scan
 * per request (and per deleted game, through the cascade).
 */
export const readIndexes = sqlMigration(
  [
    `create index dictionaries_public_newest_idx on dictionaries (created_at desc, id desc) where is_public`,
    `create index dictionaries_public_category_idx on dictionaries (lower(category), created_at desc, id desc) where is_public`,
    `create index game_play_totals_dictionary_idx on game_play_totals (dictionary_id) where dictionary_id is not null`,
  ],
  [`drop index game_play_totals_dictionary_idx`, `drop index dictionaries_public_category_idx`, `drop index dictionaries_public_newest_idx`],
);
