import type { Database, Kysely } from '@matchdrop/db';
import { pingDatabase } from './repository.js';

/** Null while the database answers a trivial query, else the error it gave. */
export function databaseFault(db: Kysely<Database>): Promise<unknown> {
  return pingDatabase(db).then(
    () => null,
    (err: unknown) => err,
  );
}
