import type { FreePlayStats } from './scoring.js';
import type { Pair } from './types.js';
import type { ErrorCode, Refusal } from './errors.js';

/**
 * What the competitive room sends (R-ROOM-8, names exactly as the wire has them) and what the
 * competitive REST calls answer, as types for the client. The game server's room logic produces these payloads
 * typed by these very types, so the two cannot drift apart.
 *
 * User ids in the competitive room are the account ids written in decimal ("42"), in the websocket messages, the
 * room state and the REST answers alike, so a client compares `String(user.id)` with them.
 */

/** R-WIRE-7 participant. disconnected: marked by the 30-s unready timer, or the connection dropped. */
export interface ParticipantView {
  /** The seat's id in this room (stable while the player holds the seat). */
  id: string;
  user_id: string;
  username: string;
  ready: boolean;
  is_host: boolean;
  disconnected: boolean;
  /** Whether the player's connection is up now: tells a dropped player (false) from one the unready timer marked (true). Not an R-WIRE-7 field. */
  connected: boolean;
}

export interface PlayerRef {
  userId: string;
  username: string;
}

export interface VoteCounts {
  totalPlayers: number;
  approvals: number;
  rejections: number;
}

export type UserStage = 'results' | 'waiting_room';

/** R-WIRE-7 round result per player (completion_time in ms, accuracy in percent), with the server's extra facts. */
export interface RoundResult {
  user_id: string;
  username: string;
  /** null when the player quit or left; the round's limit when the time ran out first. */
  completion_time: number | null;
  accuracy: number;
  /** null when the player quit or left; scored with the limit as the time when the time ran out first. */
  score: number | null;
  finished: boolean;
  /** Still playing when the round's time limit ran out. */
  timed_out: boolean;
  placement: number;
  correct: number;
  attempts: number;
}

/** R-WIRE-7 cumulative result. */
export interface CumulativeResult {
  user_id: string;
  username: string;
  cumulative_placement: number;
  rounds_played: number;
  total_score: number;
  total_correct: number;
  total_attempts: number;
}

export interface GameStartedPayload {
  roundNumber: number;
  seed: number | string;
  pairCount: number;
  /**
   * Both items of every pair, in the order they enter the field (the same for every player): the first
   * `initialPairs` × 2 start on the field, then two more after each correct match. Never which item belongs
   * with which (the answer key stays on the server, which judges every attempt); the order keeps a matchable
   * pair on the field at all times.
   */
  items: string[];
  /** Pairs' worth of items on the field at the start. */
  initialPairs: number;
  /** Server clock (ms since the epoch) at GO!. */
  startedAt: number;
  /** The round's time limit in seconds, and the server clock when it runs out. */
  roundSeconds: number;
  endsAt: number;
  /** Milliseconds left when this message was sent (a client times the limit with its own clock from here). */
  msLeft: number;
  /** The room's game speed (1–10): the items' motion for everyone, and the score's speed penalty. */
  speed: number;
  /**
   * The language to speak each of `items` in (R-PIC-20: its side's), only when the game has side languages, so a
   * plain game's message is as before. It says an item's side, never its counterpart.
   */
  itemLanguages?: string[];
  /** Only on a reconnection mid-round: the items this player has already matched. */
  matchedItems?: string[];
  /** Only on a reconnection mid-round: this player's round so far (a reloaded page starts from it). */
  mine?: { stats: FreePlayStats; attempts: number };
}

/** A topic as the vote shows it: its name, its size and a few sample pairs (never the whole game). */
export interface TopicPreview {
  topicName: string;
  pairTotal: number;
  samplePairs: Pair[];
}

/** Server → client messages of the competitive room, by name. */
export interface CompetitiveServerMessages {
  player_joined: PlayerRef & { participants: ParticipantView[]; maxPlayers: number };
  /** removed: the host removed this player; newHostId: the host after the departure. */
  player_left: PlayerRef & { removed: boolean; newHostId: string | null; participants: ParticipantView[] };
  player_ready_changed: { userId: string; ready: boolean; disconnected: boolean; participants: ParticipantView[] };
  /** 3, 2, 1, then 0 with label 'GO!'. */
  game_countdown: { count: number; label: string };
  game_started: GameStartedPayload;
  /** The server's verdict on this player's attempt, to this player only. */
  match_result: { item1: string; item2: string; correct: boolean };
  /** To a player who (re)joined while a round runs without them: they watch it and join the next one. */
  /** msLeft: the round's time left when sent; null while it is still counting down. */
  round_in_progress: { roundNumber: number; pairCount: number; msLeft: number | null };
  /** A refusal explained to the player: `code` (always sent by this server; optional for the client's older fixtures) is the stable ErrorCode the interface words. */
  error: { message: string; code?: ErrorCode };
  /** matched and total count pairs. */
  player_progress_update: { userId: string; matched: number; total: number; correct: number; attempts: number };
  /** The server's own record of a finish (placement comes with game_ended). */
  player_completed: Omit<RoundResult, 'placement'>;
  /** timedOut: the round's time limit ended it (someone was still playing). */
  game_ended: { roundNumber: number; currentRound: RoundResult[]; cumulative: CumulativeResult[]; timedOut: boolean };
  player_quit_game: PlayerRef;
  another_round_waiting: PlayerRef;
  waiting_room_update: { players: PlayerRef[]; totalPlayers: number; hostId: string | null };
  player_entered_waiting_room: PlayerRef;
  player_left_waiting_room: PlayerRef;
  user_stages_update: { stages: (PlayerRef & { stage: UserStage })[] };
  proceed_to_topics: { totalPlayers: number };
  topic_proposed: VoteCounts &
    TopicPreview & {
      proposerId: string;
      proposerName: string;
      voteEndsAt: number;
    };
  /** auto: the vote countdown ended and this player had not voted. */
  topic_approval: VoteCounts & PlayerRef & { auto: boolean };
  /** userId/username: who declined; the proposal is over and a new one is asked for. */
  topic_rejection: VoteCounts & PlayerRef & { proposerId: string; topicName: string };
  topic_approved: TopicPreview & {
    newHostId: string;
    pairCountMin: number;
    pairCountMax: number;
    previousPairCount: number;
    selectEndsAt: number;
  };
  proposal_cancelled: { proposerId: string; topicName: string; reason: 'proposer_left' };
  /** The server closes the room itself (it is shutting down); the connection closes right after (code 4001). */
  room_closed: { reason: 'server_restarting'; message: string };
  /** auto: the host did not choose in time and the previous count (clamped) was used. */
  pair_count_selected: {
    pairCount: number;
    auto: boolean;
    roundNumber: number;
    hostId: string | null;
    participants: ParticipantView[];
  };
}

/** R-WIRE-7 competitive room status as the REST calls report it. */
export type CompetitiveRoomStatus = 'waiting' | 'playing' | 'finished' | 'topic_selection' | 'closed';

/** The `room` of the competitive REST answers (id is the room code, which is also the Colyseus room id). */
export interface CompetitiveRoomView {
  id: string;
  roomCode: string;
  hostUserId: string | null;
  dictionaryName: string;
  pairCount: number;
  maxPlayers: number;
  /** Game speed 1–10, chosen by the host when creating the room. */
  speed: number;
  /** The round's time limit in seconds (the host's choice, or 10 s per pair, at least 60). */
  roundSeconds: number;
  status: CompetitiveRoomStatus;
  participants: ParticipantView[];
}

/** The answers of the competitive REST calls (`{ room }`, and remove-player's message with it). */
export interface CompetitiveRoomAnswer {
  room: CompetitiveRoomView;
}
export interface RemovePlayerAnswer extends CompetitiveRoomAnswer {
  message: string;
}

/**
 * What the rooms (the game server) answer a REST call: the room, or a refusal with its HTTP status. A refusal with
 * retryAfterSeconds is the rooms' shared state being away (503).
 */
export type CompetitiveRoomOutcome = { ok: true; room: CompetitiveRoomView } | Refusal;
