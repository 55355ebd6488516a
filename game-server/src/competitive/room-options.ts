import { GAME_SPEED_MAX, GAME_SPEED_MIN, ROUND_SECONDS_MAX, ROUND_SECONDS_MIN } from '@matchdrop/shared';
import { z } from 'zod';
import type { RoomGame } from './game-source.js';

/** What create-room hands the matchmaker for a new room (it may travel to another process as JSON). */
export interface CompetitiveRoomOptions {
  /** The creator, host from the start. */
  hostUserId: string;
  game: RoomGame;
  pairCount: number;
  maxPlayers: number;
  /** Game speed 1–10. */
  speed: number;
  /** The round's time limit in seconds, or null for the default per pair. */
  roundSeconds: number | null;
}

const optionsSchema = z.object({
  hostUserId: z.string().regex(/^[1-9]\d*$/),
  game: z.object({
    name: z.string().min(1),
    data: z.record(z.string(), z.string()),
    dictionaryId: z.number().int().positive().nullable(),
    builtinGameId: z.string().min(1).nullable(),
    languages: z.object({ left: z.string(), right: z.string(), leftItems: z.array(z.string()) }).optional(),
  }),
  pairCount: z.number().int(),
  maxPlayers: z.number().int(),
  speed: z.number().int().min(GAME_SPEED_MIN).max(GAME_SPEED_MAX),
  roundSeconds: z.number().int().min(ROUND_SECONDS_MIN).max(ROUND_SECONDS_MAX).nullable(),
});

/** The room's creation options, checked again on arrival: only the REST call creates rooms, never a client. */
export function parseRoomOptions(options: unknown): CompetitiveRoomOptions {
  return optionsSchema.parse(options);
}
