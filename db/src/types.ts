/**
 * How column values come back from the database, decided in ONE place for both drivers.
 *
 * Left alone, the two backends disagree: PGlite returns int8 (count(*), sums) as numbers while
 * postgres.js returns strings, and both return numeric (avg(), decimals) as strings. Callers should
 * never have to care which backend they run on, so:
 *   - int8 and numeric  -> JS number (counts, sums and averages here stay far below 2^53)
 *   - timestamptz       -> Date (every timestamp column of the schema is timestamptz)
 *   - date              -> 'YYYY-MM-DD' string (a calendar day has no time zone; a Date would invent one)
 * int2/int4/float, boolean and json/jsonb are already parsed the same way by both drivers.
 */

/** PostgreSQL type OIDs of the types normalized here. */
const PgType = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIMESTAMPTZ: 1184,
} as const;

const toNumber = (value: string): number => Number(value);
// V8 parses PostgreSQL's timestamptz output ('2024-01-02 03:04:05.678+00') as is.
const toDate = (value: string): Date => new Date(value);
const asIs = (value: string): string => value;

/** One parser per type OID; both drivers' options are derived from this table. */
const parsers: Record<number, (value: string) => unknown> = {
  [PgType.INT8]: toNumber,
  [PgType.NUMERIC]: toNumber,
  [PgType.DATE]: asIs,
  [PgType.TIMESTAMPTZ]: toDate,
};

/** The `parsers` option of `new PGlite(...)`. */
export function pgliteParsers(): Record<number, (value: string) => unknown> {
  return { ...parsers };
}

interface PostgresJsType {
  to: number;
  from: number[];
  serialize: (value: unknown) => string;
  parse: (value: string) => unknown;
}

/**
 * The `types` option of `postgres(...)`. postgres.js keys custom types by name; `to` is only used
 * when a caller explicitly tags a parameter, so serializers just print the value.
 */
export function postgresJsTypes(): Record<string, PostgresJsType> {
  const entry = (oid: number): PostgresJsType => ({
    to: oid,
    from: [oid],
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parse: (value) => parsers[oid]!(value),
  });
  return {
    int8: entry(PgType.INT8),
    numeric: entry(PgType.NUMERIC),
    date: entry(PgType.DATE),
    timestamptz: entry(PgType.TIMESTAMPTZ),
  };
}
