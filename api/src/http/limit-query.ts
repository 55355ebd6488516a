import { z } from 'zod';

const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** `?limit=` with a default and a ceiling. */
export const limitQuery = (fallback: number, max: number) => z.object({ limit: limit(fallback, max) });

/** `?offset=&limit=`: a page of a list, from its `offset`th entry (0 when absent). */
export const pageQuery = (fallback: number, max: number) =>
  z.object({
    offset: z.coerce.number({ error: 'offset must be a whole number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').default(0),
    limit: limit(fallback, max),
  });
