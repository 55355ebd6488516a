import { ITEM_TEXT_MAX, RECORD_ATTEMPTS_MAX } from '@matchdrop/shared';
import { z } from 'zod';
import { unlessMissing } from '../http/input-errors.js';

/** A deal larger than any real game; dealtPairs stops at what the game can hold anyway. */
const DEAL_PAIRS_MAX = 1000;
/** A signed deal is about 200 characters; anything far longer is not one. */
const DEAL_TOKEN_MAX = 1000;

/** POST …/deals: how many pairs the game is to have (R-JUDGE-1). */
export const dealRequestSchema = z.object({
  pairs: z
    .int({ error: unlessMissing('pairs must be a whole number') })
    .min(1, 'pairs must be at least 1')
    .max(DEAL_PAIRS_MAX, `pairs must be at most ${DEAL_PAIRS_MAX}`),
});

const item = z.string({ error: 'each attempt needs the texts a and b' }).max(ITEM_TEXT_MAX, 'an attempt holds an item that is not in this deal');

/** POST …/plays: a finished game's record of attempts, judged again by the server (R-JUDGE-2). */
export const recordSchema = z.object({
  deal: z.string({ error: unlessMissing('deal must be the deal the game started from') }).max(DEAL_TOKEN_MAX, 'deal is not a deal of this server'),
  attempts: z
    .array(
      z.object({
        a: item,
        b: item,
        at: z.number({ error: 'each attempt needs its time, at, in ms since the start' }).min(0, 'an attempt cannot come before the start'),
      }),
      { error: unlessMissing('attempts must be a list') },
    )
    .max(RECORD_ATTEMPTS_MAX, `attempts must hold at most ${RECORD_ATTEMPTS_MAX} attempts`),
});
