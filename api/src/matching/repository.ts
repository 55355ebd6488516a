import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { GameData } from '@matchdrop/shared';

// Sent as text and cast by the database: postgres.js would otherwise encode the JSON text itself as a JSON string.
const pairMap = (a: string, b: string) => sql<GameData>`${JSON.stringify({ [a]: b })}::text::jsonb`;

/**
 * Whether a saved game the viewer may read (their own, or a public one) holds a and b as a pair. A pair is kept
 * in the game's map in one direction or both, so either containment is a hit. The games holding the pair are found
 * first, in a materialized step of their own, so the planner answers them from the GIN index
 * dictionaries_data_pairs_idx rather than walking every public game's data through the visibility indexes; who
 * may read them is checked on those few rows.
 */
export async function readableGameHasPair(db: Kysely<Database>, a: string, b: string, viewer: number | undefined): Promise<boolean> {
  const row = await db
    .with(
      (wb) => wb('holders').materialized(),
      (qb) =>
        qb
          .selectFrom('dictionaries')
          .select(['is_public', 'owner_id'])
          .where((eb) => eb.or([eb('data', '@>', pairMap(a, b)), eb('data', '@>', pairMap(b, a))])),
    )
    .selectFrom('holders')
    .select('is_public')
    .where((eb) => (viewer === undefined ? eb('is_public', '=', true) : eb.or([eb('is_public', '=', true), eb('owner_id', '=', viewer)])))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
