import { sql, type Database, type Kysely } from '@matchdrop/db';
import { PICTURE_REFERENCE_SQL_PATTERN } from '@matchdrop/shared';

export interface StoredPictureRow {
  id: string;
  width: number;
  height: number;
}

/** The stored picture an upload of these bytes became, or whose large WebP these bytes are (a re-import). */
export async function findPictureByHash(db: Kysely<Database>, hash: string): Promise<StoredPictureRow | undefined> {
  return db
    .selectFrom('media')
    .select(['id', 'width', 'height'])
    .where((eb) => eb.or([eb('id', '=', hash), eb('id', 'in', eb.selectFrom('media_sources').select('media_id').where('source_hash', '=', hash))]))
    .executeTakeFirst();
}

/** Bytes of the pictures the account brought in (what its quota counts). */
export async function bytesOwnedBy(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('media_owners')
    .innerJoin('media', 'media.id', 'media_owners.media_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('media.bytes'), sql<number>`0`).as('total'))
    .where('media_owners.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function isOwner(db: Kysely<Database>, mediaId: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('media_owners').select('user_id').where('media_id', '=', mediaId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export interface NewPicture {
  id: string;
  sourceHash: string;
  large: Uint8Array;
  small: Uint8Array;
  width: number;
  height: number;
}

/**
 * Stores a picture once (a second upload of the same content changes nothing but its owners), remembers the
 * original's hash, records the owner and restarts the picture's grace period, in one transaction.
 */
export async function savePicture(db: Kysely<Database>, picture: NewPicture, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media')
      .values({
        id: picture.id,
        large: picture.large,
        small: picture.small,
        width: picture.width,
        height: picture.height,
        bytes: picture.large.length + picture.small.length,
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ unused_since: null }))
      .execute();
    await trx
      .insertInto('media_sources')
      .values({ source_hash: picture.sourceHash, media_id: picture.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await addOwner(trx, picture.id, userId, now);
  });
}

/** Records that the account brought the picture in too (an upload of content already stored). */
export async function addOwner(db: Kysely<Database>, mediaId: string, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('media_owners')
    .values({ media_id: mediaId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.updateTable('media').set({ unused_since: null }).where('id', '=', mediaId).where('unused_since', 'is not', null).execute();
}

/** One stored size of a picture, or undefined for an unknown id. */
export async function readPicture(db: Kysely<Database>, id: string, size: 'large' | 'small'): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('media').select(size).where('id', '=', id).executeTakeFirst();
  return row?.[size];
}

/** The ids of the pictures some game or assignment names (the sweep keeps these). */
async function referencedIds(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    select distinct (regexp_matches(data::text, ${PICTURE_REFERENCE_SQL_PATTERN}, 'g'))[1] as id from dictionaries
    union
    select distinct (regexp_matches(pairs::text, ${PICTURE_REFERENCE_SQL_PATTERN}, 'g'))[1] as id from assignments`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/**
 * One sweep of unused pictures: a picture no game names gets `unused_since` (if it has none), one named again loses
 * it, and one unused since before `deleteBefore` is deleted with its sources and owners. Answers how many went.
 */
export async function sweepPictures(db: Kysely<Database>, now: Date, deleteBefore: Date): Promise<number> {
  const used = [...(await referencedIds(db))];
  // `not in ('')` when nothing is named: no id is empty, so every picture is unused then.
  const named = used.length > 0 ? used : [''];
  await db.updateTable('media').set({ unused_since: now }).where('unused_since', 'is', null).where('id', 'not in', named).execute();
  await db.updateTable('media').set({ unused_since: null }).where('unused_since', 'is not', null).where('id', 'in', named).execute();
  const deleted = await db.deleteFrom('media').where('unused_since', '<', deleteBefore).where('id', 'not in', named).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
