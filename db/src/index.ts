export { openDatabase } from './open.js';
export type { DbHandle, DbKind, OpenDatabaseOptions } from './open.js';
export { migrateToLatest, MigrationError } from './migrate.js';
export type { DbLogger } from './logger.js';
export { dbErrorInfo, isUniqueViolation, isForeignKeyViolation, isCheckViolation, SqlState } from './errors.js';
export type { DbErrorInfo } from './errors.js';
export type * from './schema/index.js';
export { sql } from 'kysely';
export type { Kysely, Transaction, Selectable, Insertable, Updateable } from 'kysely';
