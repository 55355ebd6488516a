import { ID_MAX } from '@matchdrop/shared';
import { z } from 'zod';
import { unlessMissing } from './input-errors.js';

/**
 * A row id from a path, query or body: a positive integer (a number, or a string of digits).
 * Anything else ("abc", "1.5", "-1", "0", "1e3", an overflowing number) fails with `message`;
 * a missing value keeps the field-aware "<field> is required".
 */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({ error: unlessMissing(message) })
      .int(message)
      .min(1, message)
      .max(ID_MAX, message),
  );
}

/** `{ id }` path parameters of a saved game. */
export const gameIdParams = z.object({ id: idSchema('Invalid game id') });
