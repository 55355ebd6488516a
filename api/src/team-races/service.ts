import type { TeamRaceReport, TeamRaceView } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import type { TeamRaceRooms } from './port.js';

const NOT_FOUND = 'Team race not found';

/** The live race's view; 404 once its room is gone (a race is stored only as its players' plays). */
export async function teamRaceView(rooms: TeamRaceRooms, code: string): Promise<TeamRaceView> {
  const view = await rooms.view(code, 'public');
  if (!view) throw new HttpError(404, 'team_race_not_found', NOT_FOUND);
  return view;
}

/** R-TEAM-8: the report is the host's alone. */
export async function hostReport(rooms: TeamRaceRooms, code: string, userId: number): Promise<TeamRaceReport> {
  const host = await rooms.hostOf(code);
  if (host === null) throw new HttpError(404, 'team_race_not_found', NOT_FOUND);
  if (host !== userId) throw new HttpError(403, 'host_only', 'Only the host can download the report');
  const report = await rooms.report(code);
  if (!report) throw new HttpError(404, 'team_race_not_found', NOT_FOUND);
  return report;
}
