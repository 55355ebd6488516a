import { AI_GAME_CATEGORY, gameNameSchema, type SavedGame } from '@matchdrop/shared';
import type { Database, Kysely } from '@matchdrop/db';
import { z } from 'zod';
import { insertGame, listOwnGameData } from '../games/repository.js';
import { lockUser } from '../users/repository.js';
import { toGameJson } from '../games/serialize.js';
import { HttpError } from '../http/http-error.js';
import { validate } from '../http/validate.js';
import { wordMapKey } from './game.js';
import { listMessages } from './repository.js';
import type { GeneratedGame } from './types.js';

/** Saving an AI chat's game to the user's profile (R-GAME-6: private, category ai-generated). */

const AI_GAME_DESCRIPTION = 'Created with the AI game creator';

async function gameToSave(db: Kysely<Database>, sessionId: number, messageId: number | undefined): Promise<GeneratedGame> {
  const messages = await listMessages(db, sessionId);
  if (messageId !== undefined) {
    const message = messages.find((m) => m.id === messageId);
    if (!message) throw new HttpError(404, 'chat_message_not_found', 'Message not found in this chat');
    if (!message.game) throw new HttpError(400, 'message_has_no_game', 'That message has no game to save');
    return message.game;
  }
  const latest = messages.findLast((m) => m.game !== null)?.game;
  if (!latest) throw new HttpError(400, 'chat_has_no_game', 'This chat has no game to save yet');
  return latest;
}

export async function saveChatGame(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  request: { name?: string | null | undefined; messageId?: number | undefined },
  now: Date,
): Promise<SavedGame> {
  const game = await gameToSave(db, sessionId, request.messageId);
  // Validated as the body's `name`, so the 400 names the field.
  const { name } = validate(z.object({ name: gameNameSchema }), { name: request.name ?? game.name });
  const key = wordMapKey(game.data);
  const saved = await db.transaction().execute(async (trx) => {
    // One save at a time per user: two clicks on Save cannot both pass the duplicate check.
    await lockUser(trx, userId);
    const own = await listOwnGameData(trx, userId);
    const same = own.find((row) => wordMapKey(row.data) === key);
    if (same) throw new HttpError(409, 'game_already_saved', `This game has already been saved as "${same.name}"`, { existingName: same.name });
    return insertGame(trx, {
      owner_id: userId,
      name,
      description: AI_GAME_DESCRIPTION,
      data: game.data,
      is_public: false,
      category: AI_GAME_CATEGORY,
      source: 'ai',
      created_at: now,
    });
  });
  return toGameJson(saved);
}
