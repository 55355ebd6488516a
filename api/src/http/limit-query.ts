import { z } from 'zod';

const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

const schemas = new Map<string, ReturnType<typeof limitSchema>>();
const limitSchema = (fallback: number, max: number) => z.object({ limit: limit(fallback, max) });

/** `?limit=` with a default and a ceiling; each schema built once (routes ask for it per request). */
export function limitQuery(fallback: number, max: number) {
  const key = `${fallback}/${max}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = limitSchema(fallback, max);
    schemas.set(key, schema);
  }
  return schema;
}
