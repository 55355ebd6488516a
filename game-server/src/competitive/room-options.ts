import { z } from 'zod';
import type { RoomGame } from './game-source.js';

/** What create-room hands the matchmaker for a new room (it may travel to another process as JSON). */
export interface CompetitiveRoomOptions {
  /** The creator, host from the start. */
  hostUserId: string;
  game: RoomGame;
  pairCount: number;
  maxPlayers: number;
}

const optionsSchema = z.object({
  hostUserId: z.string().regex(/^[1-9]\d*$/),
  game: z.object({
    name: z.string().min(1),
    data: z.record(z.string(), z.string()),
    dictionaryId: z.number().int().positive().nullable(),
    builtinGameId: z.string().min(1).nullable(),
  }),
  pairCount: z.number().int(),
  maxPlayers: z.number().int(),
});

/** The room's creation options, checked again on arrival: only the REST call creates rooms, never a client. */
export function parseRoomOptions(options: unknown): CompetitiveRoomOptions {
  return optionsSchema.parse(options);
}
