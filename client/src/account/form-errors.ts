import { wordShared } from '../i18n/shared-words';
import type { RefObject } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../lib/use-field-errors';

export type { FieldErrors };

export type FormCheck<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/**
 * Runs a shared schema over a form and keeps the first message of each field, so every field can
 * show its own problem at once (the rules' messages come from the schemas, never from here; worded in the
 * interface's language by wordShared).
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= wordShared(issue.message);
  }
  return { ok: false, errors };
}

/** The first field with a problem, in the form's order: where focus goes after a refused submit. */
export function firstInvalidField(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** The form's fields in its order, each with the input that takes focus when it has a problem. */
export type FieldInputs = ReadonlyArray<readonly [field: string, input: RefObject<{ focus(): void } | null>]>;

/**
 * The check before a submit: checkForm, and when it refuses, focus on the first field with a problem. The form
 * then shows `errors` under its fields (a single value's problem is under "form").
 */
export function checkAndFocus<S extends z.ZodType>(schema: S, values: unknown, fields: FieldInputs): FormCheck<z.output<S>> {
  const check = checkForm(schema, values);
  if (!check.ok) {
    const order = fields.map(([field]) => field);
    const first = firstInvalidField(check.errors, order);
    fields.find(([field]) => field === first)?.[1].current?.focus();
  }
  return check;
}

/**
 * The end of a checked submit: the fields show their errors, then the action runs with the checked values, or,
 * refused, the last failure is cleared (it spoke of an earlier try, not of what the form holds now).
 */
export function settleCheck<T>(check: FormCheck<T>, showErrors: (errors: FieldErrors) => void, action: { submit(data: T): unknown; clearFailure(): void }): void {
  showErrors(check.errors);
  if (check.ok) void action.submit(check.data);
  else action.clearFailure();
}
