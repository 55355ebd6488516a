import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.js';

// A missing field says its name; the schemas' own messages cover every other issue.
const requiredField: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined && issue.path !== undefined && issue.path.length > 0 ? `${issue.path.join('.')} is required` : undefined;

/**
 * Validates a body like validateBody, and names the failing field in the 400 answer (`{ error, field }`), so a form
 * can mark the field (the assignment form: a due date in the past, a pair count out of range...).
 */
export function validateFields<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const result = schema.safeParse(req.body ?? {}, { error: requiredField });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  throw new HttpError(400, 'invalid_input', issue?.message ?? 'Invalid request', field === undefined ? undefined : { field });
}
