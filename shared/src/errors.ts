/**
 * The stable `code` of every error answer of the API and the game server (`{ error, code, ...values }`). The
 * `error` text stays English for logs and old clients; the interface words the code in its own language,
 * with the values the answer carries (named after each code). Codes never change meaning once shipped.
 */
export const ERROR_CODES = [
  // The request itself
  'invalid_input', // A field is missing or wrong (the answer's `field` names it when there is one).
  'invalid_json', // The body is not valid JSON.
  'body_too_large', // The body is larger than the server accepts.
  'bad_request', // The request is malformed in some other way.
  'control_character', // A control character in the address, the query or a field.
  'not_found', // No such endpoint.
  'internal_error', // A bug on the server.
  'service_unavailable', // The database is away for a moment; try again (Retry-After).
  'rooms_unavailable', // The live rooms are away for a moment; try again (retryAfterSeconds).
  'live_events_unavailable', // Live updates are away; the page polls instead.
  // Rate limits (429, Retry-After)
  'rate_limited', // Too many requests from this network.
  'too_many_login_attempts', // Too many failed logins for this account.
  'too_many_code_requests', // Too many codes asked for this account or address.
  'too_many_code_checks', // Too many code guesses for this account or request.
  'too_many_attempts', // Too many attempts for this assignment play.
  // Sessions and accounts
  'auth_required', // Log in first.
  'auth_failed', // The session token is not valid.
  'session_expired', // The session ended (password reset, logout everywhere): log in again.
  'account_suspended', // The account is suspended (`suspensionReason`).
  'admin_required', // Only administrators may do this.
  'invalid_credentials', // Wrong username, e-mail or password.
  'email_not_verified', // Verify the e-mail before logging in (`userId`, `codeSent`, `expiresInSeconds`).
  'username_taken', // The username is already used.
  'email_taken', // The e-mail is already used (`existingUsername`).
  'user_not_found', // No such user.
  'email_already_verified', // The e-mail is already verified.
  'verification_code_missing', // No verification code was sent yet: ask for one.
  'code_invalid', // Wrong code (`attemptsLeft`).
  'code_expired', // The code has expired: ask for a new one.
  'code_attempts_exhausted', // Too many wrong guesses of this code: ask for a new one.
  'code_already_used', // The code was already used: ask for a new one.
  'reset_request_invalid', // Unknown or expired reset request: start again.
  'code_resend_too_early', // A new code only later (`retryAfterSeconds`).
  'verification_mail_failed', // The mail could not be sent: try again later.
  // Suspension conversation and administration
  'suspended_only', // Only suspended accounts write to the administrators here.
  'daily_message_limit', // All of today's messages to the administrators are used (`retryAfterSeconds`).
  'cannot_suspend_self', // An administrator cannot suspend their own account.
  'cannot_suspend_admin', // Administrators cannot be suspended.
  'already_suspended', // The user is already suspended.
  'user_not_suspended', // The user is not suspended.
  'recipient_not_user', // Messages go to user accounts only.
  'message_not_found', // No such message.
  'notification_not_found', // No such notification.
  // AI game creator
  'chat_not_found', // No such AI chat.
  'chat_message_not_found', // No such message in this chat.
  'message_has_no_game', // That message has no game to save.
  'chat_has_no_game', // The chat has no game to save yet.
  'game_already_saved', // This game is already saved (`existingName`).
  'url_refused', // That address may not be read (`reason`).
  'url_unreadable', // The page at that address could not be read (`reason`).
  'ai_daily_message_limit', // All of today's AI messages are used (`limit`, `retryAfterSeconds`).
  'ai_daily_chat_limit', // All of today's AI chats are used (`limit`, `retryAfterSeconds`).
  // Games and sharing
  'game_not_found', // No such game (or not yours).
  'not_game_owner', // Only the owner may change this game.
  'game_not_public', // The game is not public.
  'invalid_game_data', // The game's pairs are not valid (`error` says why).
  'cannot_share_public_game', // Public games are not shared.
  'cannot_share_with_self', // A game is not shared with oneself.
  'share_already_pending', // Already shared with this user, not answered yet (`gameName`, `username`).
  'share_not_found', // No such share.
  'share_already_answered', // The share was already accepted or declined.
  // Classes and assignments
  'class_not_found', // No such class.
  'class_code_not_found', // No class has this code.
  'class_archived', // The class is archived.
  'teacher_only', // Only the class's teacher may do this.
  'not_class_member', // You are not a member of this class.
  'own_class', // You teach this class (teachers do not join their own).
  'removed_by_teacher', // The teacher removed you: ask them to add you back.
  'student_not_in_class', // The student is not in the class.
  'student_not_removed', // The student was not removed from the class.
  'assignment_not_found', // No such assignment.
  'past_due', // The due date has passed and late work is not accepted.
  'play_not_found', // No such play.
  'play_finished', // The play is finished.
  'play_superseded', // The play was left for a newer one.
  'play_busy', // The play changed meanwhile: try again.
  'invalid_attempt', // The attempt does not fit the play (`error` says why).
  // Competitive rooms
  'login_required', // Log in to play competitive mode.
  'room_not_found', // No such room.
  'room_full', // The room is full.
  'room_locked', // The room is locked.
  'game_in_progress', // A game is already being played in the room.
  'reserved_too_often', // Too many joins without connecting: wait a minute.
  'seat_expired', // The seat is no longer reserved: join again.
  'join_by_code_only', // Rooms are created through the API and joined by code.
  'host_only_start', // Only the host can start.
  'need_two_players', // At least 2 players are needed to start.
  'not_all_ready', // Every player must be ready first.
  'host_only_remove', // Only the host can remove players.
  'player_not_found', // No such player.
  'not_removable', // Only disconnected players can be removed.
  'remove_outside_lobby', // Players are removed in the lobby only.
  'host_only_pair_count', // Only the host chooses the pair count.
  'invalid_pair_count', // Not an allowed pair count.
  'pair_count_out_of_range', // The pair count must be between `min` and `max`.
  'host_only_continue', // Only the host can continue.
  'not_enough_players', // Not enough players.
  'proposal_pending', // Another topic is being voted on.
  'topic_required', // Choose a topic.
  'game_too_small', // The game has too few pairs (`min`).
  // Tournaments
  'tournament_not_found', // No such tournament.
  'tournament_accounts_only', // The tournament is for players with an account: log in.
  'tournament_token_required', // A tournament seat token is required.
  'host_only', // Only the host can do that.
  'projector_host_only', // Only the host opens the projector view.
  'seat_not_here', // This seat is not in this tournament.
  'already_started', // The tournament has already started.
  'need_two_to_start', // At least 2 connected players are needed to start.
  'need_two_for_round', // At least 2 connected players are needed for a round.
  'no_round_now', // There is no round to start now.
  'remove_mid_round', // Players are removed before or between rounds.
  'tournament_finished', // The tournament has finished.
  'tournament_locked', // The host has locked the tournament.
  'tournament_full', // The tournament is full.
  'nickname_taken', // That nickname is taken in this tournament.
  // Team races
  'team_race_not_found', // No such team race.
  'team_race_accounts_only', // The race is for players with an account: log in.
  'team_race_token_required', // A race seat token is required.
  'team_race_finished', // The race has finished.
  'team_race_locked', // The host has locked the race.
  'team_race_full', // The race is full.
  'race_nickname_taken', // That nickname is taken in this race.
  'need_two_teams', // At least 4 connected players are needed for two teams.
  'no_teams_now', // Teams are reshuffled before a round only.
  'nickname_removed', // The host removed this nickname from the race.
  'not_racing', // The player is not racing in this round.
  'not_your_item', // The item is not on this player's screen.
  'nothing_offered', // No item in the upper zone to answer.
  // Pictures (issue 35)
  'picture_not_accepted', // Not a JPEG, PNG, WebP, GIF or AVIF picture (SVG, HTML, anything else).
  'picture_too_many_pixels', // The picture declares more pixels than it may (`maxPixels`).
  'picture_too_large', // The file is larger than the upload limit (`maxBytes`).
  'picture_quota_full', // The account's pictures fill its quota (`quotaBytes`).
  'picture_not_found', // No such picture.
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The body of every error answer: the English text, its code, and the values the text names. */
export interface ErrorAnswer {
  error: string;
  code: ErrorCode;
  /** The failing field's path (`invalid_input`), e.g. 'email' or 'goal.times'. */
  field?: string;
}

/**
 * A refusal as the game server hands it to the API's REST routes (and the routes answer it): its status, code and
 * text, the values the text names, and the seconds to wait when the rooms are away (503).
 */
export interface Refusal {
  ok: false;
  status: number;
  code: ErrorCode;
  error: string;
  values?: Readonly<Record<string, unknown>>;
  retryAfterSeconds?: number;
}
