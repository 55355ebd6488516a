import { DEFAULT_MAX_PLAYERS, GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MAX_PLAYERS_OPTIONS, ROUND_SECONDS_MAX, ROUND_SECONDS_MIN } from '@matchdrop/shared';
import type { GameData, ItemSides } from '@matchdrop/shared';
import { clampPairCount } from './pair-count-range.js';
import type { RoomState } from './types.js';

/** The game's source: a saved game's id or a built-in game's id (neither for an uploaded game). */
interface GameSourceIds {
  dictionaryId?: number | null;
  builtinGameId?: string | null;
}

export interface CreateRoomOptions extends GameSourceIds {
  roomCode: string;
  dictionaryName: string;
  dictionaryData: GameData;
  /** The game's side languages with its left items (R-PIC-20), when it has them. */
  languages?: ItemSides;
  pairCount: number;
  /** 2, 3 or 4; anything else falls back to DEFAULT_MAX_PLAYERS (4). */
  maxPlayers: number;
  /** The room's creator: host as soon as they join. Without it the first player to join is host. */
  hostUserId?: string;
  /** The game speed (motion and the score's speed penalty); GAME_SPEED_DEFAULT (5) unless the host sets one. */
  speed?: number;
  /** The round's time limit in seconds (60–600); without it 10 s per pair, at least 60 s. */
  roundSeconds?: number | null;
}

/**
 * A new, empty room in its first lobby. Options come from the validated create-room call; they are
 * normalised rather than rejected (pairCount clamped to the game's slider range, speed to 1–10).
 */
export function createRoomState(options: CreateRoomOptions): RoomState {
  const maxPlayers = (MAX_PLAYERS_OPTIONS as readonly number[]).includes(options.maxPlayers) ? options.maxPlayers : DEFAULT_MAX_PLAYERS;
  const speed = Math.min(Math.max(options.speed ?? GAME_SPEED_DEFAULT, GAME_SPEED_MIN), GAME_SPEED_MAX);
  return {
    roomCode: options.roomCode,
    game: {
      name: options.dictionaryName,
      data: { ...options.dictionaryData },
      dictionaryId: options.dictionaryId ?? null,
      builtinGameId: options.builtinGameId ?? null,
      ...(options.languages && { languages: options.languages }),
    },
    pairCount: clampPairCount(options.pairCount, options.dictionaryData),
    maxPlayers,
    speed,
    roundSeconds:
      options.roundSeconds === undefined || options.roundSeconds === null ? null : Math.min(Math.max(Math.round(options.roundSeconds), ROUND_SECONDS_MIN), ROUND_SECONDS_MAX),
    phase: 'lobby',
    roundNumber: 1,
    hostUserId: options.hostUserId ?? null,
    players: [],
    formerPlayers: [],
    round: null,
    totals: [],
    waitingRoom: [],
    stages: [],
    proposal: null,
    timers: {},
  };
}
