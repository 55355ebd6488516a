import type { Database, Kysely } from '@matchdrop/db';
import { HttpError } from '../http/http-error.js';
import { findGame, type GameRow } from '../games/repository.js';
import { findVisibleGame, insertPrivateCopy } from '../games/service.js';
import { insertNotification, markShareNotificationsRead } from '../notifications/repository.js';
import { findUserByUsername } from '../users/repository.js';
import { answerShare, findPendingShare, findShareForUpdate, insertShare, lockGame } from './repository.js';

export interface Sender {
  id: number;
  username: string;
}

export interface ShareRequest {
  dictionaryId: number;
  recipientUsername: string;
  message?: string | null | undefined;
}

/**
 * Shares one of the sender's private games: a pending share plus a notification for the recipient.
 * Checks in order: the game is the sender's (404, like a missing one), it is private, the recipient
 * exists, it is not the sender, and the same game is not already waiting for that recipient's answer.
 */
export function shareGame(db: Kysely<Database>, sender: Sender, request: ShareRequest, now: Date): Promise<{ shareId: number; recipientId: number }> {
  return db.transaction().execute(async (trx) => {
    const game = await findVisibleGame(trx, request.dictionaryId, sender.id);
    if (game.owner_id !== sender.id) throw new HttpError(404, 'game_not_found', 'Game not found');
    if (game.is_public) throw new HttpError(400, 'cannot_share_public_game', 'Public games cannot be shared');
    const recipient = await findUserByUsername(trx, request.recipientUsername);
    if (!recipient) throw new HttpError(404, 'user_not_found', 'User not found');
    if (recipient.id === sender.id) throw new HttpError(400, 'cannot_share_with_self', 'You cannot share a game with yourself');

    await lockGame(trx, game.id);
    if (await findPendingShare(trx, game.id, recipient.id)) {
      throw new HttpError(409, 'share_already_pending', `You have already shared "${game.name}" with ${recipient.username}; they have not answered yet`, {
        gameName: game.name,
        username: recipient.username,
      });
    }
    const message = request.message ?? null;
    const shareId = await insertShare(trx, {
      dictionary_id: game.id,
      sender_id: sender.id,
      recipient_id: recipient.id,
      message,
      created_at: now,
    });
    await insertNotification(trx, {
      user_id: recipient.id,
      type: 'dictionary_share_received',
      title: 'New shared game',
      message: `${sender.username} shared "${game.name}" with you${message ? `: ${message}` : ''}`,
      related_id: shareId,
      from_user_id: sender.id,
      created_at: now,
    });
    return { shareId, recipientId: recipient.id };
  });
}

export type ShareAction = 'accept' | 'reject';

export interface ShareAnswer {
  message: 'Share accepted' | 'Share rejected';
  /** The recipient's own copy, when they accepted. */
  dictionary?: GameRow;
  /** The sharer, who got a notification of the answer. */
  notifiedUserId: number;
}

/**
 * The recipient answers a pending share, once. Accepting puts a private copy of the game among the
 * recipient's saved games; either way the sender is told, and the recipient's share notification is read.
 */
export function respondToShare(db: Kysely<Database>, recipient: Sender, shareId: number, action: ShareAction, now: Date): Promise<ShareAnswer> {
  return db.transaction().execute(async (trx) => {
    const share = await findShareForUpdate(trx, shareId);
    if (!share || share.recipient_id !== recipient.id) throw new HttpError(404, 'share_not_found', 'Share not found');
    if (share.status !== 'pending') throw new HttpError(409, 'share_already_answered', 'This share has already been answered');
    // The share's foreign key deletes it with its game, so the game is there.
    const game = await findGame(trx, share.dictionary_id);
    if (!game) throw new HttpError(404, 'share_not_found', 'Share not found');

    await answerShare(trx, share.id, action, now);
    const accepted = action === 'accept';
    const copy = accepted ? await insertPrivateCopy(trx, game, recipient.id, now) : undefined;
    await insertNotification(trx, {
      user_id: share.sender_id,
      type: accepted ? 'dictionary_share_accepted' : 'dictionary_share_rejected',
      title: accepted ? 'Shared game accepted' : 'Shared game declined',
      message: `${recipient.username} ${accepted ? 'accepted' : 'declined'} "${game.name}"`,
      related_id: share.id,
      from_user_id: recipient.id,
      created_at: now,
    });
    await markShareNotificationsRead(trx, recipient.id, share.id);
    return accepted ? { message: 'Share accepted', dictionary: copy, notifiedUserId: share.sender_id } : { message: 'Share rejected', notifiedUserId: share.sender_id };
  });
}
