import type { ErrorCode } from '@matchdrop/shared';
import { TOURNAMENT_REFUSALS } from '../../tournament/logic/refusals.js';

/**
 * Every refusal the team-race room gives, by code: the message the person reads and the HTTP status a REST call or
 * a matchmaking request carrying it answers with. The one table, as in the tournament: the reducer refuses with a
 * code; the adapter and the REST answers look it up here.
 */
const refusal = (errorCode: ErrorCode, status: 401 | 403 | 404 | 409, message: string) => ({ errorCode, status, message });

export const TEAM_RACE_REFUSALS = {
  host_only: TOURNAMENT_REFUSALS.host_only,
  projector_host_only: TOURNAMENT_REFUSALS.projector_host_only,
  suspended: TOURNAMENT_REFUSALS.suspended,
  no_round_now: TOURNAMENT_REFUSALS.no_round_now,
  remove_mid_round: TOURNAMENT_REFUSALS.remove_mid_round,
  player_not_found: TOURNAMENT_REFUSALS.player_not_found,
  accounts_only: refusal('team_race_accounts_only', 401, 'This race is for players with an account: log in'),
  seat_not_here: refusal('seat_not_here', 404, 'This seat is not in this race'),
  already_started: refusal('already_started', 409, 'The race has already started'),
  need_two_teams: refusal('need_two_teams', 409, 'At least 4 connected players are needed for two teams'),
  no_teams_now: refusal('no_teams_now', 409, 'Teams can be reshuffled before a round only'),
  finished: refusal('team_race_finished', 409, 'This race has finished'),
  locked: refusal('team_race_locked', 409, 'The host has locked this race'),
  full: refusal('team_race_full', 409, 'This race is full'),
  nickname_taken: refusal('race_nickname_taken', 409, 'That nickname is taken in this race'),
  nickname_removed: refusal('nickname_removed', 403, 'The host removed this nickname from the race'),
  not_racing: refusal('not_racing', 409, 'You are not racing in this round'),
  // R-TEAM-9: nobody acts for a teammate.
  not_your_item: refusal('not_your_item', 403, 'That item is not on your screen'),
  nothing_offered: refusal('nothing_offered', 409, 'Put an item in the upper zone first'),
} satisfies Record<string, { errorCode: ErrorCode; status: number; message: string }>;

export type TeamRaceRefusalCode = keyof typeof TEAM_RACE_REFUSALS;
