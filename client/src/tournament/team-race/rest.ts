import { t } from '@lingui/core/macro';
import type {
  CreateTeamRaceRequest,
  CreateTeamRaceResponse,
  GetTeamRaceResponse,
  JoinTeamRaceResponse,
  MyTeamRacesResponse,
  TeamRaceSummary,
  TeamRaceView,
} from '@matchdrop/shared';
import { apiRequest, ApiError, failureMessage } from '../../api';
import { downloadCsv } from '../net/rest';

/** The REST half of a team race (create, read, join, the host's report file); the live half is its room link. */

const racePath = (code: string) => `/api/team-races/${encodeURIComponent(code)}`;

/** A refusal's own words, or `fallback`; an unknown code says so. */
function raceFailure(error: unknown, fallback: string): Error {
  if (error instanceof ApiError && error.status === 404) return new Error(t`No team race has this code`, { cause: error });
  return new Error(failureMessage(error, fallback), { cause: error });
}

export async function hostTeamRace(request: CreateTeamRaceRequest): Promise<TeamRaceView> {
  try {
    return (await apiRequest<CreateTeamRaceResponse>('POST', '/api/team-races', request)).race;
  } catch (error) {
    throw raceFailure(error, t`Failed to create the team race`);
  }
}

/** Anyone with the code may read a race (live, or finished and stored); the host's own read lists every player. */
export async function fetchTeamRace(code: string): Promise<TeamRaceView> {
  try {
    return (await apiRequest<GetTeamRaceResponse>('GET', racePath(code))).race;
  } catch (error) {
    throw raceFailure(error, t`Failed to open the team race`);
  }
}

/** A guest joins with a nickname; a logged-in player with their account (null: the bearer token speaks). */
export async function joinTeamRace(code: string, nickname: string | null): Promise<JoinTeamRaceResponse> {
  try {
    return await apiRequest<JoinTeamRaceResponse>('POST', `${racePath(code)}/join`, nickname === null ? {} : { nickname });
  } catch (error) {
    throw raceFailure(error, t`Failed to join the team race`);
  }
}

/** R-TEAM-8: the host's per-student report as a file. */
export function downloadTeamRaceReport(code: string): Promise<void> {
  return downloadCsv(`${racePath(code)}/report.csv`, `matchdrop-team-race-${code}.csv`);
}

/** R-TEAM-11: the host's finished races, newest first (the first page), for the dashboard. */
export async function listMyTeamRaces(): Promise<TeamRaceSummary[]> {
  return (await apiRequest<MyTeamRacesResponse>('GET', '/api/team-races/mine')).races;
}
