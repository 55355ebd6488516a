import type { Database, Kysely } from '@matchdrop/db';
import { teamPodium, TEAM_RACE } from '@matchdrop/shared';
import type { MyTeamRacesResponse, TeamRaceReport, TeamRaceSettingsView, TeamRaceView, TeamStandingRow } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import type { TeamRaceRooms } from './port.js';
import { countHostedTeamRaces, findStoredTeamRace, listHostedTeamRaces, type StoredTeamRace } from './repository.js';

const NOT_FOUND = 'Team race not found';
/** What the host's list shows of a race's settings. */
const pick = ({ gameName, rounds, teamSize }: TeamRaceSettingsView) => ({ gameName, rounds, teamSize });
const notFound = () => new HttpError(404, 'team_race_not_found', NOT_FOUND);

/** R-TEAM-11: a finished race whose room is gone, as its row remembers it (the standings; no players or teams). */
function storedView(row: StoredTeamRace): TeamRaceView {
  const settings = row.settings as TeamRaceSettingsView;
  return {
    ...settings,
    code: row.code,
    joinUrl: `/r/${row.code}`,
    status: 'finished',
    round: settings.rounds,
    locked: true,
    hostName: row.host_name,
    playerCount: row.player_count,
    playersMax: Math.max(TEAM_RACE.playersMax, row.player_count),
    players: [],
    teams: [],
    standings: row.standings as TeamStandingRow[],
  };
}

/** The live race's view while its room lives, else the stored finished race; 404 when neither exists. */
export async function teamRaceView(db: Kysely<Database>, rooms: TeamRaceRooms, code: string): Promise<TeamRaceView> {
  const live = await rooms.view(code, 'public');
  if (live) return live;
  const row = await findStoredTeamRace(db, code);
  if (!row) throw notFound();
  return storedView(row);
}

/** R-TEAM-8, R-TEAM-11: the report is the host's alone, from the live room or, once it is gone, the stored race. */
export async function hostReport(db: Kysely<Database>, rooms: TeamRaceRooms, code: string, userId: number): Promise<TeamRaceReport> {
  const liveHost = await rooms.hostOf(code);
  const stored = liveHost === null ? await findStoredTeamRace(db, code) : undefined;
  const host = liveHost ?? stored?.host_user_id ?? null;
  if (host === null) throw notFound();
  if (host !== userId) throw new HttpError(403, 'host_only', 'Only the host can download the report');
  const report = stored ? (stored.report as TeamRaceReport) : await rooms.report(code);
  if (!report) throw notFound();
  return report;
}

/** R-TEAM-11: a page of the host's finished races, newest first, with how many there are in all. */
export async function hostedTeamRaces(db: Kysely<Database>, hostUserId: number, page: { offset: number; limit: number }): Promise<MyTeamRacesResponse> {
  const [rows, total] = await Promise.all([listHostedTeamRaces(db, hostUserId, page), countHostedTeamRaces(db, hostUserId)]);
  return {
    races: rows.map((r) => ({
      code: r.code,
      ...pick(r.settings as TeamRaceSettingsView),
      playerCount: r.player_count,
      finishedAt: r.finished_at.toISOString(),
      podium: teamPodium(r.standings as TeamStandingRow[]),
    })),
    total,
  };
}
