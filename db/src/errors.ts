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

/** The database could not be reached, or did not answer in time: a fault that is not the user's (503). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly code = 'DB_UNAVAILABLE';
}

// postgres.js's own codes for a connection it lost or could not make, and Node's socket errors.
const CONNECTION_CODES = new Set([
  'DB_UNAVAILABLE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is away or cannot work for now: class 08 (connection exception), class 53
 * (insufficient resources: disk full, out of memory, too many connections), 57P01-57P03 (shutting
 * down, crashed, starting up).
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code.startsWith('53') || code === '57P01' || code === '57P02' || code === '57P03';
}

/**
 * Embedded PGlite has no network to lose; its faults are a closed instance (a request still running
 * at shutdown) and a crashed WebAssembly runtime (out of memory), after which it answers nothing.
 */
const WasmRuntimeError = (globalThis as { WebAssembly?: { RuntimeError?: abstract new () => Error } }).WebAssembly?.RuntimeError;

function pgliteFault(error: object): boolean {
  if (WasmRuntimeError !== undefined && error instanceof WasmRuntimeError) return true;
  const message = (error as { message?: unknown }).message;
  // Kysely's own words once the database was closed (a request still running at shutdown), on both backends.
  return message === 'PGlite is closed' || message === 'PGlite is closing' || message === 'driver has already been destroyed';
}

/**
 * Is this error "the database is away" rather than a bug or a refused statement? Looks through
 * `cause` and AggregateError (a connect to several addresses fails with one).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError || pgliteFault(error)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlState(code)))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
