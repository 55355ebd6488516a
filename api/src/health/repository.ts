import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
