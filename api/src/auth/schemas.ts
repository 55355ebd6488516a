import { z } from 'zod';
import { LOCALES } from '@matchdrop/shared';

/** A user id as the client sends it back: a number, or its digits as text. */
const NOT_A_USER_ID = 'userId must be a user id';
export const userIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, NOT_A_USER_ID)], { error: NOT_A_USER_ID })
  .transform(Number)
  .pipe(
    z
      .number()
      .int(NOT_A_USER_ID)
      .positive(NOT_A_USER_ID)
      .max(2 ** 31 - 1, NOT_A_USER_ID),
  );

/** The opaque id forgot-password answered (as `userId`). */
export const resetRequestIdSchema = z.string({ error: 'userId is required' }).trim().min(1, 'userId is required').max(100, 'Invalid or expired reset request');

/** The interface language a request names: one of shared's LOCALES, with a message that says which. */
export const localeField = z.enum(LOCALES, {
  error: (issue) => (issue.input === undefined ? 'locale is required' : `locale must be one of ${LOCALES.join(', ')}`),
});
