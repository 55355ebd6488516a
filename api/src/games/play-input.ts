import { ITEM_TEXT_MAX } from '@matchdrop/shared';
import { z } from 'zod';
import { unlessMissing } from '../http/input-errors.js';

const MAX_INT4 = 2_147_483_647;
const MISSED_PAIRS_MAX = 1000;

const count = (field: string) =>
  z
    .int({ error: unlessMissing(`${field} must be a whole number`) })
    .min(0, `${field} must not be negative`)
    .max(MAX_INT4, `${field} is too large`);

const item = z.string({ error: 'missedPairs must hold pairs of two items' }).max(ITEM_TEXT_MAX, 'missedPairs must hold pairs of this game');

/** POST /api/v2/dictionaries/{id}/play: one finished game. `time` is in milliseconds. */
export const playSchema = z.object({
  mode: z.enum(['freeplay', 'competitive'], { error: unlessMissing("mode must be 'freeplay' or 'competitive'") }).default('freeplay'),
  pairs: count('pairs').min(1, 'pairs must be at least 1'),
  // The competitive formula can go below 0 and yields fractions.
  score: z.number({ error: unlessMissing('score must be a number') }),
  accuracy: z
    .number({ error: unlessMissing('accuracy must be a number') })
    .min(0, 'accuracy must be 0-100')
    .max(100, 'accuracy must be 0-100'),
  time: count('time'),
  correct: count('correct'),
  wrong: count('wrong'),
  missedPairs: z
    .array(z.tuple([item, item], { error: 'missedPairs must hold pairs of two items' }), { error: 'missedPairs must be a list' })
    .max(MISSED_PAIRS_MAX, `missedPairs must hold at most ${MISSED_PAIRS_MAX} pairs`)
    .optional(),
});

export type PlayInput = z.output<typeof playSchema>;
