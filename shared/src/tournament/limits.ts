/**
 * Tournament limits, shared by the host's form, the REST checks and the server's rules.
 */
export const TOURNAMENT_NICKNAME_MIN = 2;
export const TOURNAMENT_NICKNAME_MAX = 20;
/** Pairs per round: from this up to min(pairs of the game, TOURNAMENT_PAIRS_MAX). */
export const TOURNAMENT_PAIRS_MIN = 3;
export const TOURNAMENT_PAIRS_MAX = 20;
export const TOURNAMENT_ROUNDS_MIN = 1;
export const TOURNAMENT_ROUNDS_MAX = 10;
export const TOURNAMENT_ROUNDS_DEFAULT = 3;
export const TOURNAMENT_HEAT_SIZE_MIN = 2;
export const TOURNAMENT_HEAT_SIZE_MAX = 4;
export const TOURNAMENT_HEAT_SIZE_DEFAULT = 4;
/** Round time limit: 1 to 10 minutes, in seconds. */
export const TOURNAMENT_ROUND_SECONDS_MIN = 60;
export const TOURNAMENT_ROUND_SECONDS_MAX = 600;
export const TOURNAMENT_ROUND_SECONDS_DEFAULT = 180;
/** Between rounds the server starts the next round by itself after this long unless the host pressed Next round. */
export const TOURNAMENT_AUTO_NEXT_SECONDS = 30;
export const TOURNAMENT_PLAYERS_MAX = 200;
/** A dropped player keeps their heat seat and score this long. */
export const TOURNAMENT_RECONNECT_SECONDS = 30;
/** Live heat progress reaches the projector at most this often (batched), so 200 players do not flood it. */
export const TOURNAMENT_PROGRESS_INTERVAL_MS = 500;
/** The Colyseus room type; clients join with `client.joinById(code, { token })`. */
export const TOURNAMENT_ROOM_NAME = 'tournament';
/** The old join link's query parameter, `/?t=CODE` (printed QR codes carry it): the client redirects it to `/t/CODE`. */
export const TOURNAMENT_JOIN_PARAM = 't';
/** sessionStorage key under which a guest keeps their tournament token, per code: `${prefix}${code}`. */
export const TOURNAMENT_TOKEN_STORAGE_PREFIX = 'matchdrop:tournament-token:';
