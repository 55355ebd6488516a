/**
 * Database errors, read the same way on both backends: PGlite's DatabaseError names the violated
 * constraint `constraint`, postgres.js's PostgresError names it `constraint_name`.
 */
export interface DbErrorInfo {
  /** The SQLSTATE, e.g. '23505' for a unique violation. */
  code: string;
  constraint?: string;
  table?: string;
  detail?: string;
}

/** SQLSTATE codes of integrity violations callers turn into 4xx answers. */
export const SqlState = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  CHECK_VIOLATION: '23514',
  NOT_NULL_VIOLATION: '23502',
} as const;

function field(error: object, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = (error as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The SQLSTATE and constraint of a database error, or undefined for anything else. */
export function dbErrorInfo(error: unknown): DbErrorInfo | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = field(error, 'code');
  // SQLSTATEs are five characters; Node's own errors (ECONNREFUSED, ...) are not.
  if (code === undefined || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const info: DbErrorInfo = { code };
  const constraint = field(error, 'constraint', 'constraint_name');
  const table = field(error, 'table', 'table_name');
  const detail = field(error, 'detail');
  if (constraint !== undefined) info.constraint = constraint;
  if (table !== undefined) info.table = table;
  if (detail !== undefined) info.detail = detail;
  return info;
}

function violates(code: string, error: unknown, constraint?: string): boolean {
  const info = dbErrorInfo(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}

/** A unique violation, optionally of one named constraint or unique index (e.g. 'users_email_lower_key'). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(SqlState.UNIQUE_VIOLATION, error, constraint);
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return violates(SqlState.FOREIGN_KEY_VIOLATION, error, constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return violates(SqlState.CHECK_VIOLATION, error, constraint);
}
