import { nonEmptyTrimmedSchema } from '../validation.js';
import { SUSPENSION_MESSAGE_MAX } from './accounts.js';

/**
 * R-SUSP-3, R-ADMIN-4: suspension message and admin reply: trimmed, not blank, at most SUSPENSION_MESSAGE_MAX.
 * Kept apart from the constants: a schema is built when its module loads, and only the screens that
 * check a message should pay for that (and for zod).
 */
export const suspensionMessageSchema = nonEmptyTrimmedSchema('Please enter a message').max(SUSPENSION_MESSAGE_MAX, `Message must be at most ${SUSPENSION_MESSAGE_MAX} characters`);
