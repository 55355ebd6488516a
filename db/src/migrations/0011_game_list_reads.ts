import { sqlMigration } from './sql-migration.js';

/**
 * A game's pair count kept next to its pairs, so lists of games answer name, category and size without reading
 * (and sending) every game's pairs: a generated column, so every writer (upload, AI, share, admin) keeps it
 * true. It counts as shared's countPairs does: each unordered pair once, self-pairs left out.
 *
 * Indexes for the reads everyone makes, found with EXPLAIN on a library of thousands of games: the public
 * list and search read the newest public games (optionally of one category) from an index instead of sorting
 * every public row, and their play counts join game_play_totals by dictionary_id, which was a sequential scan
 * per request (and per deleted game, through the cascade).
 */
export const gameListReads = sqlMigration(
  [
    `create function game_pair_count(data jsonb) returns integer language sql immutable parallel safe as $$
      select count(distinct (least(key collate "C", value collate "C"), greatest(key collate "C", value collate "C")))::integer
      from jsonb_each_text(data) where key <> value
    $$`,
    `alter table dictionaries add column pair_count integer not null generated always as (game_pair_count(data)) stored`,
    `create index dictionaries_public_newest_idx on dictionaries (created_at desc, id desc) where is_public`,
    `create index dictionaries_public_category_idx on dictionaries (lower(category), created_at desc, id desc) where is_public`,
    `create index game_play_totals_dictionary_idx on game_play_totals (dictionary_id) where dictionary_id is not null`,
  ],
  [
    `drop index game_play_totals_dictionary_idx`,
    `drop index dictionaries_public_category_idx`,
    `drop index dictionaries_public_newest_idx`,
    `alter table dictionaries drop column pair_count`,
    `drop function game_pair_count(jsonb)`,
  ],
);
