import { z } from 'zod';
import { boundedInt, liveGameFields, tournamentNicknameSchema } from '../tournament/rest.js';
import type { TeamIdentity } from './identities.js';
import { TEAM_RACE } from './limits.js';

/**
 * The team race's REST contract (issue 36; bodies and answers JSON, errors `{ error, code }` with a 4xx status),
 * modelled on the tournament's:
 *
 * - `POST /api/team-races` (bearer, logged in) body CreateTeamRaceRequest → 201 { race: TeamRaceView }
 * - `GET /api/team-races/{code}` → { race: TeamRaceView } (anyone with the code); once the finished race's room is
 *   gone, the stored race (R-TEAM-11): status 'finished', the standings, no players or teams.
 * - `GET /api/team-races/mine?offset=&limit=` (bearer) → MyTeamRacesResponse: the host's finished races, newest first.
 * - `POST /api/team-races/{code}/join` body { nickname } (guest) or bearer (account) → { player: { id, name }, token }
 * - `GET /api/team-races/{code}/report.csv` (bearer, host only) → text/csv, the per-student report (live or stored).
 * - Host actions go over the websocket (TEAM_RACE_CLIENT_MESSAGE_SCHEMAS), the host joining with their account JWT.
 */

const { rounds, teamSize, goal } = TEAM_RACE;

export const createTeamRaceRequestSchema = z.object({
  ...liveGameFields,
  rounds: boundedInt('Rounds', rounds.min, rounds.max).default(rounds.default),
  teamSize: boundedInt('Team size', teamSize.min, teamSize.max).default(teamSize.default),
  /** Right matches in a row that win a round; absent: the round's pair count. */
  goal: boundedInt('Goal', goal.min, goal.max).optional(),
  /** New random teams before every round (on by default, as Quizlet Live does). */
  reshuffle: z.boolean().default(true),
  accountsOnly: z.boolean().default(false),
});
export type CreateTeamRaceRequest = z.input<typeof createTeamRaceRequestSchema>;
export type CreateTeamRaceSettings = z.output<typeof createTeamRaceRequestSchema>;

export const joinTeamRaceRequestSchema = z.object({ nickname: tournamentNicknameSchema.optional() });
export type JoinTeamRaceRequest = z.input<typeof joinTeamRaceRequestSchema>;

/** lobby → teams (shown, "find your teammates") → playing → teams (the next round's) … → finished. */
export type TeamRaceStatus = 'lobby' | 'teams' | 'playing' | 'finished';

export interface TeamRacePlayerView {
  id: string;
  name: string;
  guest: boolean;
  connected: boolean;
}

/** A team as its members and the projector see it: its name and colour and who is in it. */
export interface TeamView extends TeamIdentity {
  members: TeamRacePlayerView[];
}

/** R-TEAM-6: teams ordered by rounds won, then right matches, then time (less first); equal on all three share a place. */
export interface TeamStandingRow {
  place: number;
  team: TeamIdentity;
  roundsWon: number;
  correct: number;
  attempts: number;
  /** Summed over the rounds: the time of the team's last right match in each (ms from the round's start). */
  timeMs: number;
}

export interface TeamRaceSettingsView {
  gameName: string;
  pairCount: number;
  rounds: number;
  teamSize: number;
  goal: number;
  reshuffle: boolean;
  accountsOnly: boolean;
}

export interface TeamRaceView extends TeamRaceSettingsView {
  code: string;
  /** `/r/CODE`, relative to the site's origin. */
  joinUrl: string;
  status: TeamRaceStatus;
  /** The round being played or last played; 0 before round 1. */
  round: number;
  locked: boolean;
  hostName: string;
  playerCount: number;
  playersMax: number;
  /** Every player for the host and the REST view; for a player only their own team's members (in `teams`). */
  players: TeamRacePlayerView[];
  /** The teams of the round being played or about to be; empty in the lobby. A player gets only their own. */
  teams: TeamView[];
  standings: TeamStandingRow[];
}

/** The race without its lists: sent to every connection when the status, round or lock change. */
export type TeamRaceHeader = Omit<TeamRaceView, 'players' | 'teams' | 'standings'>;

export interface CreateTeamRaceResponse {
  race: TeamRaceView;
}
export interface GetTeamRaceResponse {
  race: TeamRaceView;
}
export interface JoinTeamRaceResponse {
  player: { id: string; name: string };
  token: string;
}

/** One student's line of the host's report (R-TEAM-8): the drops they made or answered. */
export interface TeamRaceStudentReport {
  playerId: string;
  name: string;
  /** Judged drops this student took part in (offered the upper item, dropped the lower one, or both). */
  attempts: number;
  correct: number;
  /** Rounds their team won. */
  roundsWon: number;
}

/** One pair's line of the host's report: how often it was tried and what it was taken for. */
export interface TeamRacePairReport {
  left: string;
  right: string;
  attempts: number;
  correct: number;
  /** The items dropped against this pair's items by mistake, most often first. */
  confusedWith: { item: string; times: number }[];
}

export interface TeamRaceReport {
  students: TeamRaceStudentReport[];
  pairs: TeamRacePairReport[];
}

export const TEAM_RACE_CSV_COLUMNS = ['student', 'attempts', 'correct', 'accuracy', 'rounds won'] as const;

/** A finished race in the host's list (R-TEAM-11). */
export interface TeamRaceSummary {
  code: string;
  gameName: string;
  rounds: number;
  teamSize: number;
  playerCount: number;
  finishedAt: string;
  /** Every team placed 1st to 3rd (teamPodium of the final standings). */
  podium: TeamStandingRow[];
}

export interface MyTeamRacesResponse {
  races: TeamRaceSummary[];
  /** How many finished races the host has in all (the list is a page of them). */
  total: number;
}
