import { useState } from 'react';

/** A form's problems, each under its field's name. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** What a form showed at its last submit (or refusal): the values then, its own checks' errors and the server's. */
export interface ShownErrors<V, F extends string> {
  values: V;
  checked: FieldErrors<F>;
  /** Errors of the server (a game unknown to it): it alone can judge them again, so they go once their field changes. */
  server: FieldErrors<F>;
}

/**
 * The errors a form shows now. Errors appear at a submit, never while typing; an error of the form's own checks
 * stays only while the check still finds its field wrong (worded as it now is: a due date typed, but in the past),
 * so fixing a field clears its error at once, not at the next submit. A server's error stays until its field changes.
 * `valueOf`: the values a field's error is about (a field named for several inputs reads them all).
 */
export function visibleErrors<V, F extends string>(shown: ShownErrors<V, F>, values: V, checkNow: FieldErrors<F>, valueOf: (values: V, field: F) => unknown): FieldErrors<F> {
  const visible: FieldErrors<F> = {};
  for (const field of Object.keys(shown.checked) as F[]) {
    if (checkNow[field] !== undefined) visible[field] = checkNow[field];
  }
  for (const field of Object.keys(shown.server) as F[]) {
    if (JSON.stringify(valueOf(shown.values, field)) === JSON.stringify(valueOf(values, field))) visible[field] ??= shown.server[field];
  }
  return visible;
}

const fieldValue = <V>(values: V, field: string): unknown => (values as Record<string, unknown>)[field];

/**
 * The one way the client's forms show field errors (issue 33): `show` after the submit's check, `showServer` for a
 * field the server refused; `errors` is what to show now (visibleErrors), re-checked on every render with `check`.
 */
export function useFieldErrors<V, F extends string>(values: V, check: (values: V) => FieldErrors<F>, valueOf: (values: V, field: F) => unknown = fieldValue) {
  const [shown, setShown] = useState<ShownErrors<V, F>>({ values, checked: {}, server: {} });
  const nothingShown = Object.keys(shown.checked).length === 0 && Object.keys(shown.server).length === 0;
  const errors: FieldErrors<F> = nothingShown ? {} : visibleErrors(shown, values, check(values), valueOf);
  return {
    errors,
    show: (checked: FieldErrors<F>) => setShown({ values, checked, server: {} }),
    showServer: (server: FieldErrors<F>) => setShown({ values, checked: {}, server }),
  };
}

/**
 * A one-value form's error (a game's name, a code): useFieldErrors over the value alone. `check` answers the value's
 * problem or undefined; `show` puts the submit's verdict on screen.
 */
export function useValueError<V>(value: V, check: (value: V) => string | undefined) {
  const asErrors = (error: string | undefined): FieldErrors => (error === undefined ? {} : { value: error });
  const { errors, show } = useFieldErrors(value, (v) => asErrors(check(v)));
  return { error: errors.value, show: (error: string | undefined) => show(asErrors(error)) };
}
