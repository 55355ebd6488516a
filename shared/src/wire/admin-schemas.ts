import { nonEmptyTrimmedSchema } from '../validation.js';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, SUSPENSION_REASON_MAX } from './admin.js';

/**
 * The admin forms' fields (R-ADMIN-3, R-ADMIN-4), checked by the dashboard before it sends and by the API when it
 * receives, with the same words. Apart from the constants, like account-schemas.ts: only the admin
 * screens build them.
 */

export const suspensionReasonSchema = nonEmptyTrimmedSchema('Suspension reason is required').max(
  SUSPENSION_REASON_MAX,
  `Suspension reason must be at most ${SUSPENSION_REASON_MAX} characters`,
);

export const notificationTitleSchema = nonEmptyTrimmedSchema('Please enter a title').max(NOTIFICATION_TITLE_MAX, `Title must be at most ${NOTIFICATION_TITLE_MAX} characters`);

export const notificationMessageSchema = nonEmptyTrimmedSchema('Please enter a message').max(
  NOTIFICATION_MESSAGE_MAX,
  `Message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`,
);
