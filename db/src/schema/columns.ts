import type { ColumnType, Generated } from 'kysely';

/** An integer identity primary key: read as a number, never written. */
export type Id = Generated<number>;

/** A timestamptz column: read as a Date; written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A timestamptz column with `default now()`: optional on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A nullable timestamptz column (e.g. `used_at`, `lifted_at`): optional on insert. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A column with a database default: optional on insert. */
export type Defaulted<T> = Generated<T>;

/** A nullable column: optional on insert (it defaults to null). */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
