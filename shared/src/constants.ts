/**
 * The business constants and limits of docs/RULES.md, in one place,
 * so the client, the API and the game server can never disagree about a number.
 */

// Scoring (free play)
export const POINTS_CORRECT = 2;
/** Subtracted on a wrong match; the score never goes below 0. */
export const POINTS_WRONG = 1;

// Accounts
/** Row ids are PostgreSQL `integer`s: 1 up to this. A bigger id in a token, path or body is refused (4xx), never sent to the database. */
export const ID_MAX = 2_147_483_647;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const CODE_LENGTH = 6;
/** Verification and reset codes expire after 10 minutes. */
export const CODE_TTL_MS = 600_000;
/** Forgot-password resend becomes possible 60 s after a code was sent (540 s or less remaining). */
export const RESET_RESEND_AFTER_MS = 60_000;
export const SUSPENDED_MESSAGES_PER_DAY = 3;
export const DEFAULT_SUSPENSION_REASON = 'Account suspended';

// Rooms
export const ROOM_CODE_LENGTH = 6;
/** Uppercase letters and digits without the look-alikes 0, O, 1, I and L. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MAX_PLAYERS_OPTIONS = [2, 3, 4] as const;
export const DEFAULT_MAX_PLAYERS = 4;
export const MIN_PLAYERS_TO_START = 2;
export const PAIR_SLIDER_MIN = 3;
/** Room creation's slider goes up to min(pairs of the game, ROOM_PAIRS_MAX). */
export const ROOM_PAIRS_MAX = 20;
export const DEFAULT_ROOM_PAIR_COUNT = 6;
export const TOPIC_VOTE_MS = 15_000;
export const PAIR_COUNT_SELECT_MS = 5_000;
/** After a join, players who are neither ready nor the host are marked disconnected after this long. */
export const UNREADY_DISCONNECT_MS = 30_000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
/** A round's time limit: 10 s per pair, at least 60 s; the host may pick 60–600 s when creating the room. */
export const ROUND_SECONDS_PER_PAIR = 10;
export const ROUND_SECONDS_MIN = 60;
export const ROUND_SECONDS_MAX = 600;
/** A seat reserved through the matchmaker and not taken by a websocket within this long is freed. */
export const SEAT_RESERVATION_SECONDS = 10;
/** Topic messages show at most this many sample pairs of the proposed game (never the whole game). */
export const TOPIC_SAMPLE_PAIRS = 3;

/** The default time limit of a round of `pairCount` pairs, in seconds. */
export function defaultRoundSeconds(pairCount: number): number {
  return Math.min(ROUND_SECONDS_MAX, Math.max(ROUND_SECONDS_MIN, ROUND_SECONDS_PER_PAIR * pairCount));
}

// Game play
export const GAME_SPEED_MIN = 1;
export const GAME_SPEED_MAX = 10;
export const GAME_SPEED_DEFAULT = 5;
export const MISMATCH_RETURN_MS = 1_500;
/** Items spawned onto the field after each correct match (while pairs remain). */
export const SPAWN_AFTER_MATCH = 2;

// Game data and text
export const GAME_NAME_MAX = 50;
/** Each key and each value of an uploaded game file. */
export const ITEM_TEXT_MAX = 200;
/** Item text longer than this is cut for display. */
export const DISPLAY_TEXT_MAX = 250;
export const ADMIN_PREVIEW_CHARS = 100;
/** The AI game preview shows this many unique sample pairs. */
export const SAMPLE_PREVIEW_PAIRS = 3;
export const AI_GAME_CATEGORY = 'ai-generated';
export const DEFAULT_AI_SESSION_TITLE = 'New AI Dictionary Chat';

// Faults
/** The answer (503) to every request while the database is away, shown as is by the client. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'MatchDrop is temporarily unavailable, please try again';
/** Retry-After (seconds) sent with that 503. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 5;

// Interface timing
export const SUCCESS_POPUP_MS = 1_200;
/** Share success view, notifications panel after a response, save popup, login failure popup. */
export const PANEL_CLOSE_MS = 2_000;
/** A player quitting, or waiting for another round. */
export const NOTICE_MS = 3_000;
export const LEFT_ROOM_NOTICE_MS = 5_000;
/** The unread badge shows '9+' above this. */
export const BADGE_MAX = 9;
export const ASSET_CHUNK_TIMEOUT_MS = 120_000;

// Page sizes (defaults of the list endpoints)
export const HISTORY_PAGE_SIZE = 50;
export const LEADERBOARD_PAGE_SIZE = 20;
export const PUBLIC_SEARCH_PAGE_SIZE = 20;
export const ADMIN_USERS_PAGE_SIZE = 50;
export const AI_SESSIONS_PAGE_SIZE = 20;
/** The AI session list in the interface asks for pages of this size. */
export const AI_SESSIONS_LIST_PAGE_SIZE = 10;

// Feedback
export const SOUND_COOLDOWN_MS = 100;
export const MASTER_VOLUME = 0.3;
export const VIBRATION_COOLDOWN_MS = 300;
export const VIBRATION_MS = { light: 20, medium: 50, heavy: 100, levelComplete: 200 } as const;
export const TONES_HZ = {
  upload: 523,
  matchChord: [523, 659, 784],
  matchChordOffsetsMs: [0, 80, 160],
  mismatch: [349, 262],
  drag: 220,
  drop: 392,
  levelComplete: [523, 659, 784, 1046],
  hover: 880,
} as const;
export const STREAK_TONE_BASE_HZ = 523;
export const STREAK_TONE_STEP_HZ = 50;
export const STREAK_TONE_MAX_HZ = 1046;

/** The tone of a streak: 523 Hz + 50 Hz per streak step, capped at 1046 Hz (one octave up). */
export function streakToneHz(streak: number): number {
  const steps = Math.max(0, streak);
  return Math.min(STREAK_TONE_BASE_HZ + STREAK_TONE_STEP_HZ * steps, STREAK_TONE_MAX_HZ);
}
