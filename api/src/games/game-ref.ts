import { findBuiltinGame, type GameData } from '@matchdrop/shared';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import type { GameRow } from './repository.js';

/**
 * A game plays are recorded against: a saved game, or a built-in game by its catalog id. Its `key` is the
 * database's game_sessions.game_key ('d:<id>' or 'b:<id>'), the one identity every progress figure is
 * kept under, so a built-in game has a global leaderboard and history just like a saved one.
 */
export interface PlayedGame {
  key: string;
  savedGameId: number | null;
  builtinGameId: string | null;
  name: string;
  data: GameData;
}

export const savedGameKey = (id: number): string => `d:${id}`;

export function savedPlayedGame(row: GameRow): PlayedGame {
  return { key: savedGameKey(row.id), savedGameId: row.id, builtinGameId: null, name: row.name, data: row.data };
}

/** A built-in game by id; an unknown id is a 404 like a missing saved game. */
export function builtinPlayedGame(gameId: string): PlayedGame {
  const game = findBuiltinGame(gameId);
  if (!game) throw new HttpError(404, 'game_not_found', 'Game not found');
  return { key: `b:${game.id}`, savedGameId: null, builtinGameId: game.id, name: game.name, data: game.data };
}

/** `{ gameId }` path parameters of a built-in game. */
export const builtinGameParams = z.object({
  gameId: z
    .string()
    .max(100, 'Invalid game id')
    .regex(/^[a-z0-9-]+$/, 'Invalid game id'),
});
