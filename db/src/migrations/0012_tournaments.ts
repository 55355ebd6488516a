import { sqlMigration } from './sql-migration.js';

/**
 * Tournaments: the live tournament is in its game-server room; these rows are what outlives it. The host's
 * dashboard lists tournaments, the results file is read from the final standings once the room is gone, and each
 * round's results per player are kept (a logged-in player's finished rounds also go to game_sessions).
 */
export const tournaments = sqlMigration(
  [
    `create table tournaments (
      id integer generated always as identity primary key,
      code text not null,
      host_user_id integer not null references users(id) on delete cascade,
      game_name text not null,
      dictionary_id integer references dictionaries(id) on delete set null,
      builtin_game_id text,
      pair_count integer not null check (pair_count between 3 and 20),
      rounds integer not null check (rounds between 1 and 10),
      heat_size integer not null check (heat_size between 2 and 4),
      round_seconds integer not null check (round_seconds between 60 and 600),
      accounts_only boolean not null default false,
      status text not null default 'lobby' check (status in ('lobby', 'playing', 'between_rounds', 'finished')),
      player_count integer not null default 0,
      standings jsonb not null default '[]'::jsonb check (jsonb_typeof(standings) = 'array'),
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`,
    // A code is reused only after its tournament is over; the newest row for a code is the live one.
    `create index tournaments_code on tournaments (code, created_at desc)`,
    `create index tournaments_host on tournaments (host_user_id, created_at desc)`,
    `create table tournament_results (
      id integer generated always as identity primary key,
      tournament_id integer not null references tournaments(id) on delete cascade,
      round integer not null,
      player_id text not null,
      player_name text not null,
      user_id integer references users(id) on delete set null,
      heat integer not null,
      placement integer not null,
      score integer not null,
      correct integer not null,
      attempts integer not null,
      time_ms integer not null,
      finished boolean not null,
      sat_out boolean not null
    )`,
    `create index tournament_results_tournament on tournament_results (tournament_id, round)`,
  ],
  [`drop table tournament_results`, `drop table tournaments`],
);
