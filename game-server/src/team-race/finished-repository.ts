import type { Database, Kysely } from '@matchdrop/db';
import type { TeamRaceReport, TeamRaceSettingsView, TeamRaceView } from '@matchdrop/shared';

/**
 * R-TEAM-11: a finished race is stored as its room's final view (the settings and the team standings) and the host's
 * report, so the REST calls answer it once the room is gone (api/src/team-races reads the row).
 */
export async function insertFinishedTeamRace(db: Kysely<Database>, race: { hostUserId: number; view: TeamRaceView; report: TeamRaceReport }): Promise<void> {
  const { gameName, pairCount, rounds, teamSize, goal, reshuffle, accountsOnly } = race.view;
  const settings: TeamRaceSettingsView = { gameName, pairCount, rounds, teamSize, goal, reshuffle, accountsOnly };
  await db
    .insertInto('team_races')
    .values({
      code: race.view.code,
      host_user_id: race.hostUserId,
      host_name: race.view.hostName,
      player_count: race.view.playerCount,
      settings,
      standings: race.view.standings,
      report: race.report,
    })
    .execute();
}
