import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/**
 * Runs a shared schema over a form and keeps the first message of each field, so every field can
 * show its own problem at once (the rules' messages come from the schemas, never from here).
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first field with a problem, in the form's order: where focus goes after a refused submit. */
export function firstInvalidField(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field] !== undefined);
}
