import type { ErrorCode } from '@matchdrop/shared';

/**
 * Every refusal the tournament room gives, by code: the message the person reads and the HTTP status when a REST
 * call (a join) or a matchmaking request (the websocket's seat or projector check) carries it. The one table, as in
 * the competitive room: the reducer refuses with a code; the adapter and the REST answers look it up here.
 * `errorCode` is the answer's wire `code` (shared ERROR_CODES).
 */
export const TOURNAMENT_REFUSALS = {
  host_only: { errorCode: 'host_only', status: 403, message: 'Only the host can do that' },
  projector_host_only: { errorCode: 'projector_host_only', status: 403, message: 'Only the host can open the projector view' },
  seat_not_here: { errorCode: 'seat_not_here', status: 404, message: 'This seat is not in this tournament' },
  suspended: { errorCode: 'account_suspended', status: 403, message: 'Your account has been suspended' },
  already_started: { errorCode: 'already_started', status: 409, message: 'The tournament has already started' },
  need_two_to_start: { errorCode: 'need_two_to_start', status: 409, message: 'At least 2 connected players are needed to start' },
  need_two_for_round: { errorCode: 'need_two_for_round', status: 409, message: 'At least 2 connected players are needed for a round' },
  no_round_now: { errorCode: 'no_round_now', status: 409, message: 'There is no round to start now' },
  remove_mid_round: { errorCode: 'remove_mid_round', status: 409, message: 'Players can be removed before or between rounds' },
  player_not_found: { errorCode: 'player_not_found', status: 404, message: 'No such player' },
  finished: { errorCode: 'tournament_finished', status: 409, message: 'This tournament has finished' },
  locked: { errorCode: 'tournament_locked', status: 409, message: 'The host has locked this tournament' },
  full: { errorCode: 'tournament_full', status: 409, message: 'This tournament is full' },
  nickname_taken: { errorCode: 'nickname_taken', status: 409, message: 'That nickname is taken in this tournament' },
} as const satisfies Record<string, { errorCode: ErrorCode; status: number; message: string }>;

export type TournamentRefusalCode = keyof typeof TOURNAMENT_REFUSALS;
