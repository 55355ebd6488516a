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
/**
 * Players one tournament holds by default: a school hall (Kahoot's largest plan stops at 2,000). The game server's
 * TOURNAMENT_PLAYERS_MAX setting overrides it; each tournament tells its cap in its view (playersMax).
 */
export const TOURNAMENT_PLAYERS_MAX = 2_000;
/** A player's standings: this many rows from the top, and their own row (the projector gets the whole table). */
export const TOURNAMENT_STANDINGS_TOP = 10;
/**
 * GET /api/tournaments/{code} answers a page of the standings (`?offset=&limit=`): this many rows by default, at most
 * `max` (the whole table of a 2,000-player hall was about 300 KB; the results file still has every row).
 */
export const TOURNAMENT_STANDINGS_PAGE = { default: 100, max: 500 } as const;
/** A player's lobby shows the count and the names of this many latest joiners (the projector gets every name). */
export const TOURNAMENT_LOBBY_PAGE = 20;
/** Joins, leaves and drops reach players (the lobby count and page) at most this often, batched. */
export const TOURNAMENT_LOBBY_INTERVAL_MS = 1_000;
/** A dropped player keeps their heat seat and score this long. */
export const TOURNAMENT_RECONNECT_SECONDS = 30;
/** Live heat progress (and the projector's joins and leaves) go out at most this often, batched: only what moved. */
export const TOURNAMENT_PROGRESS_INTERVAL_MS = 500;
/** The Colyseus room type; clients join with `client.joinById(code, { token })`. */
export const TOURNAMENT_ROOM_NAME = 'tournament';
/** The old join link's query parameter, `/?t=CODE` (printed QR codes carry it): the client redirects it to `/t/CODE`. */
export const TOURNAMENT_JOIN_PARAM = 't';
/** sessionStorage key under which a guest keeps their tournament token, per code: `${prefix}${code}`. */
export const TOURNAMENT_TOKEN_STORAGE_PREFIX = 'matchdrop:tournament-token:';
