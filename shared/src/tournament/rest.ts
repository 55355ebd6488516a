import { z } from 'zod';
import { roomCodeSchema } from '../validation.js';
import {
  TOURNAMENT_HEAT_SIZE_DEFAULT,
  TOURNAMENT_HEAT_SIZE_MAX,
  TOURNAMENT_HEAT_SIZE_MIN,
  TOURNAMENT_NICKNAME_MAX,
  TOURNAMENT_NICKNAME_MIN,
  TOURNAMENT_PAIRS_MAX,
  TOURNAMENT_PAIRS_MIN,
  TOURNAMENT_ROUND_SECONDS_DEFAULT,
  TOURNAMENT_ROUND_SECONDS_MAX,
  TOURNAMENT_ROUND_SECONDS_MIN,
  TOURNAMENT_ROUNDS_DEFAULT,
  TOURNAMENT_ROUNDS_MAX,
  TOURNAMENT_ROUNDS_MIN,
} from './limits.js';
import { containsOffensiveWord } from './offensive-words.js';

/**
 * The tournament REST contract (bodies and answers JSON; errors `{ error }` with a 4xx status):
 *
 * - `POST /api/tournaments` (bearer, logged in, not suspended) body CreateTournamentRequest → 201 { tournament: TournamentView }
 * - `GET /api/tournaments/mine` (bearer) → { tournaments: TournamentSummary[] } the host's tournaments, newest first
 * - `GET /api/tournaments/{code}?offset=&limit=` → GetTournamentResponse (anyone with the code): the view with a page
 *   of the standings (TOURNAMENT_STANDINGS_PAGE: 100 rows by default, at most 500), their total, and the caller's own
 *   row (the seat of the `X-Tournament-Token` header, when it is one of this tournament's) wherever it stands.
 * - `POST /api/tournaments/{code}/join` body { nickname } (guest) or bearer (account; nickname optional, defaults to
 *   the username) → { player: { id, name }, token }. 404 unknown, 409 duplicate nickname / locked / full / finished,
 *   401 accountsOnly without a login, 400 bad nickname (length, offensive word).
 *   The token (HS256, bound to the code and the player id) is kept in sessionStorage and passed when joining the
 *   tournament room: `client.joinById(code, { token })`. Posting join again with the same token (header
 *   `X-Tournament-Token`) answers the same seat, so a reload keeps it.
 * - `GET /api/tournaments/{code}/results.csv` (bearer, host only; 403 otherwise) → text/csv, columns TOURNAMENT_CSV_COLUMNS.
 * - Host actions go over the websocket (see TOURNAMENT_CLIENT_MESSAGE_SCHEMAS), the host joining the tournament room
 *   with their account JWT as the token.
 */

/** A whole number in [min, max], worded with its form label (shared by the live modes' forms). */
export const boundedInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** The game a live mode (a tournament, a team race) is played with, and its pairs per round. */
export const liveGameFields = {
  gameType: z.enum(['builtin', 'saved'], { error: "gameType must be 'builtin' or 'saved'" }),
  /** The built-in game's id, or the saved (own or public) game's id. */
  gameId: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]),
  /** Also checked against the game: at most min(pairs of the game, 20). */
  pairCount: boundedInt('Pairs per round', TOURNAMENT_PAIRS_MIN, TOURNAMENT_PAIRS_MAX),
};

export const createTournamentRequestSchema = z.object({
  ...liveGameFields,
  rounds: boundedInt('Rounds', TOURNAMENT_ROUNDS_MIN, TOURNAMENT_ROUNDS_MAX).default(TOURNAMENT_ROUNDS_DEFAULT),
  heatSize: boundedInt('Heat size', TOURNAMENT_HEAT_SIZE_MIN, TOURNAMENT_HEAT_SIZE_MAX).default(TOURNAMENT_HEAT_SIZE_DEFAULT),
  roundSeconds: boundedInt('Round time (seconds)', TOURNAMENT_ROUND_SECONDS_MIN, TOURNAMENT_ROUND_SECONDS_MAX).default(TOURNAMENT_ROUND_SECONDS_DEFAULT),
  accountsOnly: z.boolean().default(false),
});
export type CreateTournamentRequest = z.input<typeof createTournamentRequestSchema>;
export type CreateTournamentSettings = z.output<typeof createTournamentRequestSchema>;

export const tournamentNicknameSchema = z
  .string({ error: 'Nickname is required' })
  .trim()
  .min(TOURNAMENT_NICKNAME_MIN, `Nickname must be ${TOURNAMENT_NICKNAME_MIN}–${TOURNAMENT_NICKNAME_MAX} characters`)
  .max(TOURNAMENT_NICKNAME_MAX, `Nickname must be ${TOURNAMENT_NICKNAME_MIN}–${TOURNAMENT_NICKNAME_MAX} characters`)
  .refine((name) => !containsOffensiveWord(name), 'Please choose another nickname');

export const joinTournamentRequestSchema = z.object({ nickname: tournamentNicknameSchema.optional() });
export type JoinTournamentRequest = z.input<typeof joinTournamentRequestSchema>;

export const tournamentCodeSchema = roomCodeSchema;

export type TournamentStatus = 'lobby' | 'playing' | 'between_rounds' | 'finished';

export interface TournamentPlayerView {
  /** Stable id of the seat in this tournament (a decimal string). */
  id: string;
  name: string;
  guest: boolean;
  /** Connected to the tournament room right now. */
  connected?: boolean;
}

export interface StandingRow {
  place: number;
  /** The player's id (TournamentPlayerView.id). */
  playerId: string;
  name: string;
  totalScore: number;
  totalCorrect: number;
  totalAttempts: number;
  totalTimeMs: number;
  roundsPlayed: number;
  /** Places gained (positive) or lost (negative) since the previous round's standings; 0 in round 1 or unchanged. */
  movement: number;
}

export interface TournamentSettingsView {
  gameName: string;
  pairCount: number;
  rounds: number;
  heatSize: number;
  roundSeconds: number;
  accountsOnly: boolean;
}

export interface TournamentView extends TournamentSettingsView {
  code: string;
  /** `/t/CODE`, relative to the site's origin (the client makes it absolute for the QR). */
  joinUrl: string;
  status: TournamentStatus;
  /** The round being played or last played; 0 in the lobby. */
  round: number;
  locked: boolean;
  hostName: string;
  /** Seats taken; `players` may list only some of them (a player's page). */
  playerCount: number;
  /** How many may join (the server's TOURNAMENT_PLAYERS_MAX when the tournament was made). */
  playersMax: number;
  /**
   * Every player for the host and the stored view; for a player and a live room's REST view only the latest
   * joiners (TOURNAMENT_LOBBY_PAGE), since what a phone receives must not grow with the hall.
   */
  players: TournamentPlayerView[];
  /**
   * Empty before round 1 ends; then everyone seated (a player who never raced with 0), for the host and over REST.
   * For a player over the websocket: the top TOURNAMENT_STANDINGS_TOP and their own row.
   */
  standings: StandingRow[];
}

/** The tournament without its lists: what every connection is sent when the status, round or lock change. */
export type TournamentHeader = Omit<TournamentView, 'players' | 'standings'>;

export interface CreateTournamentResponse {
  tournament: TournamentView;
}
export interface GetTournamentResponse {
  /** `standings` holds the requested page of rows; a stored tournament's `players` are the players of those rows. */
  tournament: TournamentView;
  /** Rows in the whole standings table. */
  standingsTotal: number;
  /** The caller's own row (by their seat token), or null: no token, another tournament's, or no standings yet. */
  myStanding: StandingRow | null;
}
export interface JoinTournamentResponse {
  player: { id: string; name: string };
  token: string;
}

/** A row of the host's dashboard list. */
export interface TournamentSummary {
  code: string;
  gameName: string;
  status: TournamentStatus;
  rounds: number;
  playerCount: number;
  createdAt: string;
  finishedAt: string | null;
  /** The winner's name once finished. */
  winner: string | null;
}
export interface MyTournamentsResponse {
  tournaments: TournamentSummary[];
}

export const TOURNAMENT_CSV_COLUMNS = ['place', 'player', 'rounds played', 'total score', 'correct', 'attempts', 'accuracy', 'total time'] as const;
