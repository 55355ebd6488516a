import { z } from 'zod';
import { DEFAULT_MAX_PLAYERS, GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MAX_PLAYERS_OPTIONS, ROUND_SECONDS_MAX, ROUND_SECONDS_MIN } from './constants.js';
import type { CompetitiveServerMessages } from './room-wire.js';
import { roomCodeSchema } from './validation.js';

/**
 * The competitive room's contract with its clients: the room name, the close codes, and zod schemas of every
 * client → server websocket message (R-WIRE-8) and of the competitive REST bodies. The server drops a
 * message whose payload does not parse; the client can parse before sending to catch its own mistakes.
 *
 * Payloads are loose objects: the fields the spec's clients also send (roomId, userId, username, ...) are
 * accepted and ignored, because the server takes the room from the connection and the user from the login.
 */

/** The Colyseus room type; a client joins with `client.joinById(roomCode)` after create-room / join-room. */
export const COMPETITIVE_ROOM_NAME = 'competitive';

/** A dropped player keeps seat, progress and score this long (the client retries 5 times, 1 s apart). */
export const ROOM_RECONNECT_SECONDS = 30;

/** Messages a connection may send per second; the excess is dropped. */
export const ROOM_MESSAGES_PER_SECOND = 20;

/** Close codes of a connection the server ends on purpose (the SDK's room.onLeave receives them). */
export const ROOM_CLOSE_CODES = {
  /** The host removed this (disconnected) player. */
  removed: 4100,
  /** The player used Stop & Quit: quitting leaves the room. */
  quit: 4101,
  /** The account was suspended while playing. */
  suspended: 4102,
  /** The same account joined the room from another connection (another tab). */
  replaced: 4103,
  /** The connection sent frames the server cannot read (undecodable) once too often. */
  badFrames: 4104,
} as const;

/** Undecodable frames a connection may send before it is closed with ROOM_CLOSE_CODES.badFrames. */
export const ROOM_BAD_FRAMES_MAX = 3;
/** What players are told when a server shutdown closes their room (the `room_closed` message). */
export const SERVER_RESTARTING_MESSAGE = 'The server is restarting';

/** A message whose payload the server does not read (anything object-like, or nothing). */
const noFields = z.union([z.undefined(), z.null(), z.looseObject({})]);

/** Item texts are at most 200 characters (R-GAME-3, R-ROOM-17); the margin admits built-in items and combining marks. */
const itemText = z.string().min(1).max(1_000);

const userIdText = z.union([z.string().regex(/^[1-9]\d{0,15}$/), z.number().int().positive()]).transform(String);

/** A game for a room: a built-in game, a saved game the user may read, or the data itself (normalized by the server). */
const gameChoice = {
  builtinGameId: z.string().min(1).max(100).optional(),
  dictionaryId: z.number().int().positive().optional(),
  dictionaryData: z.record(z.string(), z.unknown()).optional(),
};

const hasGame = (value: { builtinGameId?: unknown; dictionaryId?: unknown; dictionaryData?: unknown }): boolean =>
  value.builtinGameId !== undefined || value.dictionaryId !== undefined || value.dictionaryData !== undefined;

export const ROOM_CLIENT_MESSAGE_SCHEMAS = {
  /** The websocket join itself registers the user and takes the seat; these two are accepted for compatibility. */
  register_user: noFields,
  join_room: noFields,
  /** Same as room.leave(): the seat is given up at once. */
  leave_room: noFields,
  toggle_ready: noFields,
  start_game: noFields,
  /** The two items dropped together; the server judges them against the round's pairs. */
  match_attempt: z.looseObject({ item1: itemText, item2: itemText }),
  /** Ignored: the server decides by itself when a player has finished, with its own clock. */
  player_finished: noFields,
  quit_game: noFields,
  update_user_stage: z.looseObject({ stage: z.enum(['results', 'waiting_room']) }),
  start_another_round: noFields,
  enter_waiting_room: noFields,
  leave_waiting_room: noFields,
  host_proceed_to_topics: noFields,
  propose_topic: z.looseObject({ topicName: z.string().trim().min(1).max(100).optional(), ...gameChoice }).refine(hasGame, 'Choose a game to propose'),
  approve_topic: noFields,
  reject_topic: noFields,
  pair_count_selected: z.looseObject({ pairCount: z.number().finite() }),
  /** The host removes a disconnected player (also POST /api/competitive/remove-player). */
  remove_player: z.looseObject({ userId: userIdText }),
} as const;

export type RoomClientMessageType = keyof typeof ROOM_CLIENT_MESSAGE_SCHEMAS;

/** What a client sends, by message name. */
export type RoomClientMessages = { [K in RoomClientMessageType]: z.input<(typeof ROOM_CLIENT_MESSAGE_SCHEMAS)[K]> };

const maxPlayersSchema = z
  .number({ error: 'Max players must be 2, 3 or 4' })
  .refine((n) => (MAX_PLAYERS_OPTIONS as readonly number[]).includes(n), 'Max players must be 2, 3 or 4');

/**
 * POST /api/competitive/create-room. dictionaryType 'builtin' takes dictionaryId as the built-in game id,
 * 'saved' as the saved game's id; without an id the dictionaryData is used (an uploaded game). Without a
 * pairCount the room gets DEFAULT_ROOM_PAIR_COUNT (6), or fewer when the game has fewer pairs.
 */
export const createRoomRequestSchema = z
  .object({
    dictionaryType: z.enum(['builtin', 'saved'], { error: "dictionaryType must be 'builtin' or 'saved'" }),
    dictionaryName: z.string().trim().min(1).max(100).optional(),
    dictionaryId: z.union([z.string().min(1).max(100), z.number().int().positive()]).optional(),
    dictionaryData: z.record(z.string(), z.unknown()).optional(),
    pairCount: z.number({ error: 'Pair count must be a number' }).int('Pair count must be a whole number').optional(),
    maxPlayers: maxPlayersSchema.default(DEFAULT_MAX_PLAYERS),
    speed: z
      .number({ error: 'Game speed must be a number' })
      .int('Game speed must be a whole number')
      .min(GAME_SPEED_MIN, `Game speed must be between ${GAME_SPEED_MIN} and ${GAME_SPEED_MAX}`)
      .max(GAME_SPEED_MAX, `Game speed must be between ${GAME_SPEED_MIN} and ${GAME_SPEED_MAX}`)
      .default(GAME_SPEED_DEFAULT),
    /** Without it: 10 s per pair, at least 60 s. */
    roundSeconds: z
      .number({ error: 'Round time must be a number of seconds' })
      .int('Round time must be a whole number of seconds')
      .min(ROUND_SECONDS_MIN, `Round time must be between ${ROUND_SECONDS_MIN} and ${ROUND_SECONDS_MAX} seconds`)
      .max(ROUND_SECONDS_MAX, `Round time must be between ${ROUND_SECONDS_MIN} and ${ROUND_SECONDS_MAX} seconds`)
      .optional(),
  })
  .refine((body) => body.dictionaryId !== undefined || body.dictionaryData !== undefined, 'Choose a game for the room');

export type CreateRoomRequest = z.input<typeof createRoomRequestSchema>;
/** A create-room body after validation (defaults filled in). */
export type CreateRoomOptions = z.output<typeof createRoomRequestSchema>;

export const joinRoomRequestSchema = z.object({ roomCode: roomCodeSchema });

export const removePlayerRequestSchema = z.object({
  roomId: roomCodeSchema,
  userId: userIdText,
});

/** Competitive play, over REST or the websocket, needs a login. */
export const COMPETITIVE_LOGIN_REQUIRED = 'Please log in to play competitive mode';

/**
 * Every server → client message name of the competitive room, spelled once: the room sends with these names and the
 * client subscribes to exactly these. A mapped type, so a message added to CompetitiveServerMessages fails to compile
 * until it is named here.
 */
export const ROOM_SERVER_MESSAGES: { readonly [K in keyof CompetitiveServerMessages]: K } = {
  player_joined: 'player_joined',
  player_left: 'player_left',
  player_ready_changed: 'player_ready_changed',
  game_countdown: 'game_countdown',
  game_started: 'game_started',
  match_result: 'match_result',
  round_in_progress: 'round_in_progress',
  error: 'error',
  player_progress_update: 'player_progress_update',
  player_completed: 'player_completed',
  game_ended: 'game_ended',
  player_quit_game: 'player_quit_game',
  another_round_waiting: 'another_round_waiting',
  waiting_room_update: 'waiting_room_update',
  player_entered_waiting_room: 'player_entered_waiting_room',
  player_left_waiting_room: 'player_left_waiting_room',
  user_stages_update: 'user_stages_update',
  proceed_to_topics: 'proceed_to_topics',
  topic_proposed: 'topic_proposed',
  topic_approval: 'topic_approval',
  topic_rejection: 'topic_rejection',
  topic_approved: 'topic_approved',
  proposal_cancelled: 'proposal_cancelled',
  pair_count_selected: 'pair_count_selected',
  room_closed: 'room_closed',
};

export type RoomServerMessageType = keyof CompetitiveServerMessages;

/** Whether a name received on the room's socket is one of the server's messages. */
export function isRoomServerMessage(type: string): type is RoomServerMessageType {
  return Object.hasOwn(ROOM_SERVER_MESSAGES, type);
}
