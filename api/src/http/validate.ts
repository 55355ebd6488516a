import type { Request } from 'express';
import { z } from 'zod';
import { HttpError } from './http-error.js';

/**
 * Zod's default texts ("Invalid input: expected string, received undefined") do not say which
 * field is wrong. Schema-level messages (the spec's exact texts) still win over this map.
 */
const fieldAwareMessages: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path !== undefined && issue.path.length > 0 ? issue.path.join('.') : undefined;
  if (field === undefined) return undefined;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  const base = z.config().localeError?.(issue);
  const text = typeof base === 'string' ? base : base?.message;
  return text === undefined ? undefined : `${field}: ${text}`;
};

/** Parses `value` with `schema`, or throws HttpError 400 `invalid_input` carrying the first issue's message and field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: fieldAwareMessages });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // The field's path lets a form mark the field and word the message in its own language.
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  throw new HttpError(400, 'invalid_input', issue?.message ?? 'Invalid request', field === undefined ? undefined : { field });
}

// A request without a JSON body has `req.body === undefined` in Express 5; validating `{}` instead
// reports the first missing field by name rather than "expected object".
export const validateBody = <S extends z.ZodType>(req: Request, schema: S): z.output<S> => validate(schema, req.body ?? {});
export const validateQuery = <S extends z.ZodType>(req: Request, schema: S): z.output<S> => validate(schema, req.query);
export const validateParams = <S extends z.ZodType>(req: Request, schema: S): z.output<S> => validate(schema, req.params);
