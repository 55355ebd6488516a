import { PAIR_SLIDER_MIN } from '@matchdrop/shared';
import type { ErrorCode } from '@matchdrop/shared';

/**
 * Every refusal the room gives, by code: the message the player reads and the HTTP status when a REST call or a
 * matchmaking request (POST /matchmake/joinById/<code>) carries it. The one table: the reducer refuses with a
 * code, the adapter and the HTTP answers look the message and status up here. Each key is the answer's `code`.
 */
export const REFUSALS = {
  login_required: { status: 401, message: 'Please log in to play competitive mode' },
  room_not_found: { status: 404, message: 'Room not found' },
  room_full: { status: 409, message: 'Room is full' },
  room_locked: { status: 409, message: 'This room is locked' },
  game_in_progress: { status: 409, message: 'Game already in progress' },
  reserved_too_often: { status: 429, message: 'Too many joins without connecting. Please wait a minute and try again.' },
  host_only_start: { status: 403, message: 'Only the host can start the game' },
  need_two_players: { status: 409, message: 'Need at least 2 players to start' },
  not_all_ready: { status: 409, message: 'All players must be ready before starting' },
  host_only_remove: { status: 403, message: 'Only the host can remove players' },
  player_not_found: { status: 404, message: 'Player not found' },
  not_removable: { status: 409, message: 'Only disconnected players can be removed' },
  remove_outside_lobby: { status: 409, message: 'Players can only be removed in the lobby' },
  host_only_pair_count: { status: 403, message: 'Only the host can choose the pair count' },
  invalid_pair_count: { status: 400, message: 'Invalid pair count' },
  host_only_continue: { status: 403, message: 'Only the host can continue' },
  not_enough_players: { status: 409, message: 'Not enough players' },
  proposal_pending: { status: 409, message: 'Another topic is already being voted on' },
  topic_required: { status: 400, message: 'Please choose a topic' },
  game_too_small: { status: 400, message: `This game needs at least ${PAIR_SLIDER_MIN} pairs` },
} as const satisfies { [K in ErrorCode]?: { status: number; message: string } };

export type RefusalCode = keyof typeof REFUSALS;

export function refusalMessage(code: RefusalCode): string {
  return REFUSALS[code].message;
}
