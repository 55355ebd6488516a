/**
 * A zod `error` option that gives `message` for a wrong value but leaves a missing one to the
 * field-aware default ("<field> is required"), which says more.
 */
export function unlessMissing(message: string): (issue: { input?: unknown }) => string | undefined {
  return (issue) => (issue.input === undefined ? undefined : message);
}
