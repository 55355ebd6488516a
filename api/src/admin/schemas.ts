import { ADMIN_USERS_PAGE_SIZE, notificationMessageSchema, notificationTitleSchema, suspensionMessageSchema, suspensionReasonSchema, USER_STATUSES } from '@matchdrop/shared';
import { z } from 'zod';
import { idSchema } from '../http/ids.js';

/** The largest page of the users table; a bigger `limit` is lowered to it (the answer says which limit applied). */
const ADMIN_USERS_LIMIT_MAX = 100;
const SEARCH_MAX = 100;

// `?page=` with nothing after it means "the default", like a missing parameter.
const blankIsMissing = (value: unknown): unknown => (value === '' ? undefined : value);

const positiveInt = (field: string) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be at least 1`)
      .optional(),
  );

/** GET /api/admin/users?page=&limit=&search= (defaults 1, 50, empty), and &status= for the overview's lists. */
export const usersQuery = z.object({
  page: positiveInt('page').transform((page) => page ?? 1),
  limit: positiveInt('limit').transform((limit) => Math.min(limit ?? ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_LIMIT_MAX)),
  search: z
    .string({ error: 'search must be a single text' })
    .trim()
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((search) => search ?? ''),
  status: z.preprocess(blankIsMissing, z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }).default('all')),
});

export const userParams = z.object({ id: idSchema('Invalid user id') });
export const messageParams = z.object({ id: idSchema('Invalid message id') });
export const notificationParams = z.object({ id: idSchema('Invalid notification id') });

export const suspendBody = z.object({ reason: suspensionReasonSchema });

export const adminMessageBody = z.object({
  message: suspensionMessageSchema,
  parentMessageId: idSchema('Invalid parentMessageId').nullable().optional(),
});

export const generalNotificationBody = z.object({ title: notificationTitleSchema, message: notificationMessageSchema });
