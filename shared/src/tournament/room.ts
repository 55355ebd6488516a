import type { ErrorCode } from '../errors.js';
import { z } from 'zod';
import type { GameStartedPayload } from '../room-wire.js';
import type { StandingRow, TournamentHeader, TournamentPlayerView, TournamentView } from './rest.js';

/**
 * The tournament room's contract. One Colyseus room per tournament (type TOURNAMENT_ROOM_NAME, roomId = the code)
 * holds the lobby, the standings, the host's controls AND every heat of the running round: a player never joins
 * another room, their heat is assigned inside this one (`heat_started`), so "how to join the heat" is: stay
 * connected. Join with `client.joinById(code, { token })`:
 *  - a player passes the token from `POST /api/tournaments/{code}/join`;
 *  - the host (projector) passes their account JWT; the room recognises the tournament's host.
 * With REDIS_URL the room is found from any process through the matchmaker (like competitive rooms).
 * Reconnection: a dropped player has TOURNAMENT_RECONNECT_SECONDS to come back (SDK reconnect, or joinById again
 * with the same token) into the same heat, items and score.
 */

const noFields = z.union([z.undefined(), z.null(), z.looseObject({})]);
const itemText = z.string().min(1).max(1_000);

export const tournamentJoinOptionsSchema = z.looseObject({ token: z.string().min(1).max(4_000) });
export type TournamentJoinOptions = z.input<typeof tournamentJoinOptionsSchema>;

/** Client → server messages. The host-only ones are refused (an `error` message with status 403) for anyone else. */
export const TOURNAMENT_CLIENT_MESSAGE_SCHEMAS = {
  /** Host: split the players into heats and start round 1 (lobby only, at least 2 players). */
  start: noFields,
  /** Host: start the next round now instead of waiting for the 30-s auto-next (between rounds only). */
  next_round: noFields,
  /** Host: remove a player (before or between rounds). */
  remove_player: z.looseObject({ playerId: z.string().regex(/^\d{1,16}$/) }),
  /** Host: lock (true) or unlock (false) late joins. */
  lock: z.looseObject({ locked: z.boolean() }),
  /** Host: end the tournament now (the current round, if any, is scored as it stands). */
  end: noFields,
  /** Player: the two items dropped together; the server judges them against the heat's pairs. */
  match_attempt: z.looseObject({ item1: itemText, item2: itemText }),
} as const;

export type TournamentClientMessageType = keyof typeof TOURNAMENT_CLIENT_MESSAGE_SCHEMAS;
export type TournamentClientMessages = {
  [K in TournamentClientMessageType]: z.input<(typeof TOURNAMENT_CLIENT_MESSAGE_SCHEMAS)[K]>;
};

export const TOURNAMENT_MESSAGES = {
  start: 'start',
  nextRound: 'next_round',
  removePlayer: 'remove_player',
  lock: 'lock',
  end: 'end',
  matchAttempt: 'match_attempt',
  /** Server → client. */
  welcome: 'welcome',
  tournament: 'tournament',
  players: 'players',
  lobby: 'lobby',
  heatStarted: 'heat_started',
  matchResult: 'match_result',
  heatProgress: 'heat_progress',
  heatEnded: 'heat_ended',
  roundEnded: 'round_ended',
  finished: 'finished',
  removed: 'removed',
  error: 'error',
} as const;

/** Close codes of a connection the tournament room ends on purpose. */
export const TOURNAMENT_CLOSE_CODES = {
  /** The host removed this player. */
  removed: 4200,
  /** The same seat connected from another tab. */
  replaced: 4201,
} as const;

export interface HeatPlayerProgress {
  playerId: string;
  name: string;
  matched: number;
  total: number;
  correct: number;
  attempts: number;
  finished: boolean;
  connected: boolean;
  /** Known once the player finished (or the heat ended). */
  score: number | null;
}

export interface HeatProgress {
  /** 1-based within the round. */
  heat: number;
  players: HeatPlayerProgress[];
  ended: boolean;
}

/**
 * A heat's start: the competitive round's payload (items in field order, identical for every heat of the round,
 * never the answer key; the time limit; on a reconnection mid-heat `matchedItems` and `mine`), with the
 * tournament's round and heat numbers and the heat's players (their progress follows in heat_progress).
 */
export type HeatStartedPayload = Omit<GameStartedPayload, 'roundNumber' | 'seed'> & {
  round: number;
  heat: number;
  players: { playerId: string; name: string }[];
};

export interface TournamentRoundResult {
  playerId: string;
  name: string;
  heat: number;
  /** Place within the heat. */
  placement: number;
  score: number;
  correct: number;
  attempts: number;
  timeMs: number;
  finished: boolean;
  /** Absent at the round's start: scored 0. */
  satOut: boolean;
}

/**
 * Server → client messages of the tournament room, by name. What a player's connection receives grows with its
 * heat, not with the tournament: the lobby's count and a page of names, its own heat's progress, the top of the
 * standings and its own row. The projector (host) gets the whole picture, as batched deltas.
 */
export interface TournamentServerMessages {
  /**
   * To the joining connection: who it is and the picture. The host's lists are whole; a player's `players` are the
   * latest joiners and its `standings` the top rows and its own.
   */
  welcome: { you: { role: 'host' } | { role: 'player'; playerId: string; name: string }; tournament: TournamentView };
  /** Broadcast whenever the status, round or lock change: the header only (the standings come with round_ended). */
  tournament: TournamentHeader;
  /** To the host, batched every TOURNAMENT_PROGRESS_INTERVAL_MS: who joined, left, dropped or came back since the last. */
  players: { joined: TournamentPlayerView[]; left: string[]; connection: { id: string; connected: boolean }[] };
  /** To players, batched every TOURNAMENT_LOBBY_INTERVAL_MS when someone joined or left: the count and the latest joiners. */
  lobby: { playerCount: number; players: TournamentPlayerView[] };
  /**
   * To each player of a heat the moment the host starts the round (no countdown: every heat starts at once), and
   * again on a reconnection. Players sitting the round out get nothing; the projector follows heat_progress.
   */
  heat_started: HeatStartedPayload;
  /**
   * To the host when a round starts, and on its welcome while one runs: the round's items in field order (the same
   * for every heat; never the pairs), so the projector shows the pictures the hall is matching (R-PIC-16).
   */
  round_items: { round: number; items: string[] };
  /** The server's verdict on this player's attempt, to this player only. */
  match_result: { item1: string; item2: string; correct: boolean };
  /**
   * Batched every TOURNAMENT_PROGRESS_INTERVAL_MS while a round runs, only the heats that moved (merge by `heat`):
   * to the host every such heat, to a player their own. A player coming back mid-heat gets theirs at once.
   */
  heat_progress: { round: number; heats: HeatProgress[] };
  /** To a heat's players when their heat is over (all finished or time's up). */
  heat_ended: { round: number; heat: number; results: TournamentRoundResult[]; timedOut: boolean };
  /**
   * When every heat of the round is over: the results and the standings with movers. The host gets every result
   * and row; a player their heat's results, the top TOURNAMENT_STANDINGS_TOP rows and their own.
   */
  round_ended: {
    round: number;
    rounds: number;
    results: TournamentRoundResult[];
    standings: StandingRow[];
    /** Rows in the whole table (a player's `standings` hold only some). */
    standingsCount: number;
    /** Server clock when the next round starts by itself; null after the last round. */
    nextRoundAt: number | null;
  };
  /** At the end: the podium and the table (a player's: the top rows and their own, as in round_ended). */
  finished: { podium: StandingRow[]; standings: StandingRow[]; standingsCount: number };
  /** To a removed player, just before their connection closes with TOURNAMENT_CLOSE_CODES.removed. */
  removed: { reason: string };
  /** `code` (always sent by this server) is the stable ErrorCode the interface words. */
  error: { message: string; status: number; code?: ErrorCode };
}
