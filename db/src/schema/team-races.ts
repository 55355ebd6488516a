import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from './columns.js';

/** A finished team race (R-TEAM-11): its settings, final standings and the host's report, once its room is gone. */
export interface TeamRacesTable {
  id: Id;
  code: string;
  host_user_id: number;
  /** The host's username when the race finished (the view is kept as the room gave it). */
  host_name: string;
  player_count: number;
  /** The race's settings (TeamRaceSettingsView of shared: game name, pairs, rounds, team size, goal…), jsonb. */
  settings: ColumnType<unknown, unknown, unknown>;
  /** The team standings (TeamStandingRow[] of shared), jsonb. */
  standings: ColumnType<unknown[], unknown[], unknown[]>;
  /** The host's report (TeamRaceReport of shared), jsonb. */
  report: ColumnType<unknown, unknown, unknown>;
  finished_at: CreatedAt;
}
