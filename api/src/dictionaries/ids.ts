import { z } from 'zod';
import { unlessMissing } from './input-errors.js';

/** The largest value of a PostgreSQL `integer` column: a bigger id would be a database error (500), not a 400. */
const MAX_ID = 2_147_483_647;

/**
 * A row id from a path, query or body: a positive integer (a number, or a string of digits).
 * Anything else ("abc", "1.5", "-1", "0", "1e3", an overflowing number) fails with `message`;
 * a missing value keeps the field-aware "<field> is required".
 */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error: unlessMissing(message) }).int(message).min(1, message).max(MAX_ID, message),
  );
}

/** `{ id }` path parameters of a saved game. */
export const gameIdParams = z.object({ id: idSchema('Invalid game id') });
