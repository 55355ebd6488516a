import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { TeamIdentity } from './identities.js';
import type { TeamRaceHeader, TeamRacePlayerView, TeamRaceReport, TeamRaceView, TeamStandingRow, TeamView } from './rest.js';

/**
 * The team-race room's contract. One Colyseus room per race (type TEAM_RACE_ROOM_NAME, roomId = the code) holds
 * the lobby, the teams, every team's field and the host's controls. Join with `client.joinById(code, { token })`:
 * a player passes the token from `POST /api/team-races/{code}/join`, the host their account JWT.
 *
 * A team's field (R-TEAM-4): every member holds some of the round's items (their hand) and sees the team's two
 * zones. A member `offer`s one of their items into the upper zone; whoever holds its counterpart `answer`s with it
 * into the lower zone, and the server judges the two. Only items in the sender's own hand can be offered or
 * answered (R-TEAM-9): nobody can act for a teammate.
 */

const noFields = z.union([z.undefined(), z.null(), z.looseObject({})]);
const itemText = z.string().min(1).max(1_000);

export const teamRaceJoinOptionsSchema = z.looseObject({ token: z.string().min(1).max(4_000) });

/** Client → server messages. The host-only ones are refused (an `error` message with status 403) for anyone else. */
export const TEAM_RACE_CLIENT_MESSAGE_SCHEMAS = {
  /** Host: make the teams (lobby only, at least TEAM_RACE_PLAYERS_MIN connected players): they are shown, not yet racing. */
  start: noFields,
  /** Host: new random teams before a round. */
  reshuffle: noFields,
  /** Host: the round begins (the teams are shown). */
  go: noFields,
  /** Host: remove a player (not mid-round). */
  remove_player: z.looseObject({ playerId: z.string().regex(/^\d{1,16}$/) }),
  lock: z.looseObject({ locked: z.boolean() }),
  /** Host: end the race now. */
  end: noFields,
  /** Member: one of my items into the team's upper zone. */
  offer: z.looseObject({ item: itemText }),
  /** Member: one of my items into the lower zone, against the upper zone's item. */
  answer: z.looseObject({ item: itemText }),
} as const;

export type TeamRaceClientMessageType = keyof typeof TEAM_RACE_CLIENT_MESSAGE_SCHEMAS;

/** Close codes of a connection the team-race room ends on purpose. */
export const TEAM_RACE_CLOSE_CODES = { removed: 4300, replaced: 4301 } as const;

/** The last judged drop of a team, so every member sees why the run grew or reset ("✗ '7 × 8' is not '54'"). */
export interface TeamDrop {
  offered: string;
  answered: string;
  correct: boolean;
  /** The member who answered. */
  by: string;
}

/**
 * A member's view of their team's field: their own hand (never a teammate's, never the answer key), the upper
 * zone, the run and the last verdict. Sent to every member whenever their team's field changes, so what a phone
 * receives grows with its team, not with the race.
 */
export interface TeamFieldPayload {
  round: number;
  goal: number;
  team: TeamIdentity;
  hand: string[];
  /** The language of each of `hand` (R-PIC-20: its side's), only when the game has side languages. */
  handLanguages?: string[];
  /** The item in the upper zone and who put it there, or null. */
  upper: { item: string; by: string } | null;
  run: number;
  best: number;
  correct: number;
  last: TeamDrop | null;
}

/** A team's bar on the projector. */
export interface TeamProgress {
  team: number;
  run: number;
  best: number;
  correct: number;
  attempts: number;
}

export interface TeamRaceServerMessages {
  welcome: { you: { role: 'host' } | { role: 'player'; playerId: string; name: string }; race: TeamRaceView };
  race: TeamRaceHeader;
  /** To the host, at most once every TEAM_RACE.progressIntervalMs when someone joined, came, went or was removed: every player, so its lobby list follows. */
  players: { players: TeamRacePlayerView[] };
  /** To the host: the teams (after start, a reshuffle, a merge); to each player: their own team only. */
  teams: { round: number; teams: TeamView[] };
  field: TeamFieldPayload;
  /** To the host, batched every TEAM_RACE.progressIntervalMs: the teams that moved (merge by `team`). */
  progress: { round: number; goal: number; teams: TeamProgress[] };
  /** The round has a winner (or the host ended it): the standings so far; the host also gets the report. */
  round_ended: { round: number; rounds: number; winner: TeamIdentity | null; standings: TeamStandingRow[]; report?: TeamRaceReport };
  finished: { podium: TeamStandingRow[]; standings: TeamStandingRow[]; report?: TeamRaceReport };
  removed: { reason: string };
  error: { message: string; status: number; code?: ErrorCode };
}
