import { SHARE_MESSAGE_MAX, shareRecipientSchema } from '@matchdrop/shared';
import { z } from 'zod';
import { idSchema } from '../http/ids.js';

const shareFields = {
  recipientUsername: shareRecipientSchema,
  /** Optional; blank means none. */
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(SHARE_MESSAGE_MAX, `Message must be at most ${SHARE_MESSAGE_MAX} characters`)
    .nullish()
    .transform((text) => (text ? text : null)),
};

/** POST /api/v2/dictionaries/{id}/share (the game is in the path). */
export const shareBodySchema = z.object(shareFields);

/** POST /api/sharing/share-dictionary. */
export const shareGameSchema = z.object({ dictionaryId: idSchema('Invalid game id'), ...shareFields });

/** POST /api/sharing/respond-share. */
export const respondShareSchema = z.object({
  shareId: idSchema('Invalid share id'),
  action: z.enum(['accept', 'reject'], { error: "action must be 'accept' or 'reject'" }),
});
