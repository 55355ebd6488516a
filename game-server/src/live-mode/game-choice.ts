import type { Database, Kysely } from '@matchdrop/db';
import { TOURNAMENT_PAIRS_MAX } from '@matchdrop/shared';
import type { Refusal } from '@matchdrop/shared';
import { resolveRoomGame } from '../competitive/game-source.js';
import type { RoomGame } from '../competitive/game-source.js';
import { pairCountRange } from '../competitive/logic/index.js';

/**
 * The game a live mode (a tournament, a team race) is created with: a built-in game by id, or a saved game the host
 * may play (their own or a public one), with room for the pairs per round asked (at most 20). A refusal otherwise.
 */
export async function chooseLiveGame(
  db: Kysely<Database> | undefined,
  hostUserId: number,
  settings: { gameType: 'builtin' | 'saved'; gameId: string | number; pairCount: number },
): Promise<{ ok: true; game: RoomGame } | Refusal> {
  const choice = settings.gameType === 'builtin' ? { builtinGameId: String(settings.gameId) } : { dictionaryId: Number(settings.gameId) };
  if (settings.gameType === 'saved' && !(Number.isSafeInteger(choice.dictionaryId) && (choice.dictionaryId ?? 0) > 0)) {
    return { ok: false, status: 400, code: 'invalid_input', error: 'gameId must be the id of a saved game', values: { field: 'gameId' } };
  }
  const found = await resolveRoomGame(db, hostUserId, choice);
  if (!found.ok) return { ok: false, status: found.status, code: found.code, error: found.error, ...(found.values && { values: found.values }) };
  const max = Math.min(pairCountRange(found.game.data).max, TOURNAMENT_PAIRS_MAX);
  if (settings.pairCount > max) return { ok: false, status: 400, code: 'pair_count_out_of_range', error: `Pairs per round must be between 3 and ${max}`, values: { min: 3, max } };
  return { ok: true, game: found.game };
}
