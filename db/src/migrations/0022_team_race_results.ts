import { sqlMigration } from './sql-migration.js';
import { TABLE_CHANGED_TRIGGER } from './0018_change_notices.js';

/**
 * Finished team races (issue 36, R-TEAM-11): the live race is in its game-server room, which goes 10 minutes after
 * the race ends; this row is what outlives it. It holds the race's final view as the room gave it (the settings as
 * one object, TeamRaceSettingsView; the host's name then; the team standings, from which the podium is read) and the
 * host's per-student and per-pair report, so GET /api/team-races/{code} and the report's CSV answer after the room
 * is gone and the host can list past races. Only finished races are stored.
 */
export const teamRaceResults = sqlMigration(
  [
    `create table team_races (
      id integer generated always as identity primary key,
      host_user_id integer not null references users(id) on delete cascade,
      host_name text not null,
      code text not null,
      player_count integer not null check (player_count >= 0),
      settings jsonb not null check (jsonb_typeof(settings) = 'object'),
      standings jsonb not null check (jsonb_typeof(standings) = 'array'),
      report jsonb not null check (jsonb_typeof(report) = 'object'),
      finished_at timestamptz not null default now()
    )`,
    // A code is reused once its room is gone: the newest row of a code is the race its link last named.
    `create index team_races_code on team_races (code, finished_at desc)`,
    `create index team_races_host on team_races (host_user_id, finished_at desc, id desc)`,
    // Every table carries the change trigger of migration 0018 (the PGlite read cache relies on it).
    `create trigger ${TABLE_CHANGED_TRIGGER} after insert or update or delete or truncate on team_races for each statement execute function matchdrop_table_changed()`,
  ],
  [`drop table team_races`],
);
