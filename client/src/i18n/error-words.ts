import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isErrorCode, type ErrorCode } from '@matchdrop/shared';
import { wordShared } from './shared-words';

/**
 * The interface's words for every error code of the API and the game server (shared ERROR_CODES). The answer's
 * `error` text is the server's English wording and is shown as it is in English; in another language the code is
 * worded here, with the values the answer carries. A code whose detail is in the text (a field's problem) shows the
 * shared message's own words when the client knows them (wordShared).
 */
interface Words {
  words: MessageDescriptor;
  /** Values the words name; without them in the answer, `otherwise` is shown. */
  needs?: readonly string[];
  otherwise?: MessageDescriptor;
}

const wait = msg`Please try again later.`;
/** Words that name the answer's retryAfterSeconds, with `otherwise` for an answer without it. */
const afterSeconds = (words: MessageDescriptor, otherwise: MessageDescriptor = wait): Words => ({ words, needs: ['retryAfterSeconds'], otherwise });

/** Typed by code: a code added to shared without words here fails the typecheck. */
const WORDS: Record<ErrorCode, Words> = {
  invalid_input: { words: msg`Please check what you entered.` },
  invalid_json: { words: msg`The request could not be read.` },
  body_too_large: { words: msg`That is too large to send.` },
  bad_request: { words: msg`The request could not be understood.` },
  control_character: { words: msg`Remove the invisible control characters from what you entered.` },
  not_found: { words: msg`Not found.` },
  internal_error: { words: msg`Something went wrong on our side. Please try again.` },
  service_unavailable: { words: msg`MatchDrop is briefly unavailable. Please try again in a moment.` },
  rooms_unavailable: { words: msg`Live rooms are briefly unavailable. Please try again in a moment.` },
  live_events_unavailable: { words: msg`Live updates are briefly unavailable; the page will refresh on its own.` },
  rate_limited: afterSeconds(msg({ message: 'Please try again in {retryAfterSeconds, plural, one {# second} other {# seconds}}.' })),
  too_many_login_attempts: afterSeconds(
    msg({ message: 'Too many failed logins. Try again in {retryAfterSeconds, plural, one {# second} other {# seconds}}.' }),
    msg`Too many failed logins. Please try again later.`,
  ),
  too_many_code_requests: afterSeconds(
    msg({ message: 'Too many codes requested. Try again in {retryAfterSeconds, plural, one {# second} other {# seconds}}.' }),
    msg`Too many codes requested. Please try again later.`,
  ),
  too_many_code_checks: afterSeconds(
    msg({ message: 'Too many tries. Try again in {retryAfterSeconds, plural, one {# second} other {# seconds}}.' }),
    msg`Too many tries. Please try again later.`,
  ),
  too_many_attempts: { words: msg`Too many attempts for this assignment. Please try again later.` },
  auth_required: { words: msg`Please log in first.` },
  auth_failed: { words: msg`Your session is not valid. Please log in again.` },
  session_expired: { words: msg`Your session has ended. Please log in again.` },
  account_suspended: {
    words: msg({ message: 'Your account is suspended: {suspensionReason}' }),
    needs: ['suspensionReason'],
    otherwise: msg`Your account is suspended.`,
  },
  admin_required: { words: msg`Only administrators can do this.` },
  invalid_credentials: { words: msg`Wrong username, e-mail or password.` },
  email_not_verified: { words: msg`Please verify your e-mail address before logging in.` },
  username_taken: { words: msg`This username is already taken.` },
  email_taken: { words: msg`An account with this e-mail address already exists.` },
  user_not_found: { words: msg`User not found.` },
  email_already_verified: { words: msg`This e-mail address is already verified.` },
  verification_code_missing: { words: msg`No verification code has been sent yet. Ask for a new one.` },
  code_invalid: {
    words: msg({ message: 'Wrong code. {attemptsLeft, plural, one {# attempt left.} other {# attempts left.}}' }),
    needs: ['attemptsLeft'],
    otherwise: msg`Wrong code.`,
  },
  code_expired: { words: msg`This code has expired. Ask for a new one.` },
  code_attempts_exhausted: { words: msg`Too many wrong codes. Ask for a new one.` },
  code_already_used: { words: msg`This code has already been used. Ask for a new one.` },
  reset_request_invalid: { words: msg`This reset request is no longer valid. Please start again.` },
  code_resend_too_early: afterSeconds(
    msg({ message: 'A new code can be sent in {retryAfterSeconds, plural, one {# second} other {# seconds}}.' }),
    msg`A new code can be sent a little later.`,
  ),
  verification_mail_failed: { words: msg`The e-mail could not be sent. Please try again later.` },
  suspended_only: { words: msg`Only suspended accounts write to the administrators here.` },
  daily_message_limit: { words: msg`You have sent all of today's messages to the administrators.` },
  cannot_suspend_self: { words: msg`You cannot suspend your own account.` },
  cannot_suspend_admin: { words: msg`Administrators cannot be suspended.` },
  already_suspended: { words: msg`This user is already suspended.` },
  user_not_suspended: { words: msg`This user is not suspended.` },
  recipient_not_user: { words: msg`Messages can be sent to player accounts only.` },
  message_not_found: { words: msg`Message not found.` },
  notification_not_found: { words: msg`Notification not found.` },
  chat_not_found: { words: msg`Chat not found.` },
  chat_message_not_found: { words: msg`That message is not in this chat.` },
  message_has_no_game: { words: msg`That message has no game to save.` },
  chat_has_no_game: { words: msg`This chat has no game to save yet.` },
  game_already_saved: {
    words: msg({ message: 'This game has already been saved as "{existingName}".' }),
    needs: ['existingName'],
    otherwise: msg`This game has already been saved.`,
  },
  url_refused: { words: msg`That address cannot be used.` },
  url_unreadable: { words: msg`The page at that address could not be read.` },
  ai_daily_message_limit: { words: msg`You have used all of today's AI messages. Please come back tomorrow.` },
  ai_daily_chat_limit: { words: msg`You have started all of today's AI chats. Please come back tomorrow.` },
  game_not_found: { words: msg`Game not found.` },
  not_game_owner: { words: msg`Only the game's owner can change it.` },
  game_not_public: { words: msg`This game is not public.` },
  invalid_game_data: { words: msg`The game's pairs are not valid.` },
  cannot_share_public_game: { words: msg`Public games cannot be shared.` },
  cannot_share_with_self: { words: msg`You cannot share a game with yourself.` },
  share_already_pending: {
    words: msg({ message: 'You have already shared "{gameName}" with {username}; they have not answered yet.' }),
    needs: ['gameName', 'username'],
    otherwise: msg`You have already shared this game; they have not answered yet.`,
  },
  share_not_found: { words: msg`Share not found.` },
  share_already_answered: { words: msg`This share has already been answered.` },
  class_not_found: { words: msg`Class not found.` },
  class_code_not_found: { words: msg`No class has this code.` },
  class_archived: { words: msg`This class is archived.` },
  teacher_only: { words: msg`Only the class's teacher can do this.` },
  not_class_member: { words: msg`You are not a member of this class.` },
  own_class: { words: msg`You teach this class.` },
  removed_by_teacher: { words: msg`Your teacher removed you from this class. Ask them to add you back.` },
  student_not_in_class: { words: msg`This student is not in the class.` },
  student_not_removed: { words: msg`This student was not removed from the class.` },
  assignment_not_found: { words: msg`Assignment not found.` },
  past_due: { words: msg`The due date has passed.` },
  play_not_found: { words: msg`Play not found.` },
  play_finished: { words: msg`This play is finished.` },
  play_superseded: { words: msg`This play was replaced by a newer one.` },
  play_busy: { words: msg`This play changed meanwhile. Please try again.` },
  invalid_attempt: { words: msg`That attempt does not fit this play.` },
  login_required: { words: msg`Please log in to play in competition mode.` },
  room_not_found: { words: msg`Room not found.` },
  room_full: { words: msg`The room is full.` },
  room_locked: { words: msg`The room is locked.` },
  game_in_progress: { words: msg`A game is already being played in this room.` },
  reserved_too_often: { words: msg`Too many joins without playing. Please wait a minute.` },
  seat_expired: { words: msg`Your place is no longer reserved. Please join again.` },
  join_by_code_only: { words: msg`Join a room with its code.` },
  host_only_start: { words: msg`Only the host can start.` },
  need_two_players: { words: msg`At least 2 players are needed to start.` },
  not_all_ready: { words: msg`Every player must be ready first.` },
  host_only_remove: { words: msg`Only the host can remove players.` },
  player_not_found: { words: msg`Player not found.` },
  not_removable: { words: msg`Only disconnected players can be removed.` },
  remove_outside_lobby: { words: msg`Players can be removed in the lobby only.` },
  host_only_pair_count: { words: msg`Only the host chooses the number of pairs.` },
  invalid_pair_count: { words: msg`That number of pairs is not allowed.` },
  pair_count_out_of_range: {
    words: msg({ message: 'The number of pairs must be between {min} and {max}.' }),
    needs: ['min', 'max'],
    otherwise: msg`That number of pairs is not allowed.`,
  },
  host_only_continue: { words: msg`Only the host can continue.` },
  not_enough_players: { words: msg`Not enough players.` },
  proposal_pending: { words: msg`Another topic is being voted on.` },
  topic_required: { words: msg`Please choose a topic.` },
  game_too_small: {
    words: msg({ message: 'This game has too few pairs: at least {min} are needed.' }),
    needs: ['min'],
    otherwise: msg`This game has too few pairs.`,
  },
  tournament_not_found: { words: msg`Tournament not found.` },
  tournament_accounts_only: { words: msg`This tournament is for players with an account. Please log in.` },
  tournament_token_required: { words: msg`Please join the tournament first.` },
  host_only: { words: msg`Only the host can do that.` },
  projector_host_only: { words: msg`Only the host opens the projector view.` },
  seat_not_here: { words: msg`Your place is not in this tournament.` },
  already_started: { words: msg`The tournament has already started.` },
  need_two_to_start: { words: msg`At least 2 connected players are needed to start.` },
  need_two_for_round: { words: msg`At least 2 connected players are needed for a round.` },
  no_round_now: { words: msg`There is no round to start now.` },
  remove_mid_round: { words: msg`Players can be removed before or between rounds only.` },
  tournament_finished: { words: msg`The tournament has finished.` },
  tournament_locked: { words: msg`The host has locked the tournament.` },
  tournament_full: { words: msg`The tournament is full.` },
  nickname_taken: { words: msg`That nickname is taken in this tournament.` },
  team_race_not_found: { words: msg`No team race has this code.` },
  team_race_accounts_only: { words: msg`This team race is for players with an account: please log in.` },
  team_race_token_required: { words: msg`Please join the team race again.` },
  team_race_finished: { words: msg`This team race has finished.` },
  team_race_locked: { words: msg`The host has locked the team race.` },
  team_race_full: { words: msg`This team race is full.` },
  race_nickname_taken: { words: msg`That nickname is taken in this race.` },
  need_two_teams: { words: msg`At least 4 connected players are needed for two teams.` },
  no_teams_now: { words: msg`Teams can be reshuffled before a round only.` },
  nickname_removed: { words: msg`The host removed this nickname from the race.` },
  not_racing: { words: msg`You are not racing in this round.` },
  not_your_item: { words: msg`That item is not on your screen.` },
  nothing_offered: { words: msg`Put an item in the upper zone first.` },
  picture_not_accepted: { words: msg`That file is not a picture MatchDrop accepts. Use a JPEG, PNG, WebP, GIF or AVIF picture (save an SVG as PNG first).` },
  picture_too_many_pixels: { words: msg`That picture is too large in pixels. Make it smaller (under 60 megapixels) and upload it again.` },
  picture_too_large: { words: msg`That file is larger than 10 MB. Make it smaller and upload it again.` },
  picture_quota_full: { words: msg`Your pictures have filled your storage. Delete games with pictures you no longer need, then try again.` },
  picture_not_found: { words: msg`That picture was not found.` },
};

/** Codes whose answer text names the problem in detail (a shared/ message): those words first, when known. */
const DETAIL_IN_TEXT: ReadonlySet<ErrorCode> = new Set(['invalid_input', 'invalid_game_data', 'invalid_attempt']);

/** An error answer's text in the interface's language: its code worded, or the server's text for a code unknown here. */
export function wordAnswer(body: Record<string, unknown>, text: string): string {
  return isErrorCode(body.code) ? wordError(body.code, text, body) : text;
}

/** The error answer `body` (with its English `text`) in the interface's language. */
export function wordError(code: ErrorCode, text: string, body: Record<string, unknown>): string {
  if (i18n.locale === 'en') return text;
  if (DETAIL_IN_TEXT.has(code)) {
    const detail = wordShared(text);
    if (detail !== text) return detail;
  }
  const { words, needs = [], otherwise } = WORDS[code];
  const values = Object.fromEntries(needs.map((name) => [name, body[name]]));
  const complete = needs.every((name) => typeof values[name] === 'string' || typeof values[name] === 'number');
  return i18n._({ ...(complete || !otherwise ? words : otherwise), values });
}
