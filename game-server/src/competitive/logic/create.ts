import { DEFAULT_MAX_PLAYERS, GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MAX_PLAYERS_OPTIONS } from '@matchdrop/shared';
import type { GameData } from '@matchdrop/shared';
import { clampPairCount } from './pair-count-range.js';
import type { RoomState } from './types.js';

export interface CreateRoomOptions {
  roomCode: string;
  dictionaryName: string;
  dictionaryData: GameData;
  pairCount: number;
  /** 2, 3 or 4; anything else falls back to DEFAULT_MAX_PLAYERS (4). */
  maxPlayers: number;
  /** The room's creator: host as soon as they join. Without it the first player to join is host. */
  hostUserId?: string;
  /** The game speed in the score's speed penalty; GAME_SPEED_DEFAULT (5) unless the room sets one. */
  speed?: number;
}

/**
 * A new, empty room in its first lobby. Options come from the validated create-room call; they are
 * normalised rather than rejected (pairCount clamped to the game's slider range, speed to 1–10).
 */
export function createRoomState(options: CreateRoomOptions): RoomState {
  const maxPlayers = (MAX_PLAYERS_OPTIONS as readonly number[]).includes(options.maxPlayers)
    ? options.maxPlayers
    : DEFAULT_MAX_PLAYERS;
  const speed = Math.min(Math.max(options.speed ?? GAME_SPEED_DEFAULT, GAME_SPEED_MIN), GAME_SPEED_MAX);
  return {
    roomCode: options.roomCode,
    dictionaryName: options.dictionaryName,
    dictionaryData: { ...options.dictionaryData },
    pairCount: clampPairCount(options.pairCount, options.dictionaryData),
    maxPlayers,
    speed,
    phase: 'lobby',
    roundNumber: 1,
    hostUserId: options.hostUserId ?? null,
    players: [],
    round: null,
    totals: [],
    waitingRoom: [],
    stages: [],
    proposal: null,
    timers: {},
  };
}
