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
 * original's hash, records the owner and restarts the picture's grace period, in one transaction. Answers false,
 * storing nothing, when the picture is new to the account and would take its pictures past `quotaBytes`: checked
 * under a lock of the account's row, so uploads at once are counted one after the other, not each against the same
 * total read before any of them was stored.
 */
export async function savePicture(db: Kysely<Database>, picture: NewPicture, userId: number, now: Date, quotaBytes: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const bytes = picture.large.length + picture.small.length;
    if (!(await isOwner(trx, picture.id, userId)) && (await bytesOwnedBy(trx, userId)) + bytes > quotaBytes) return false;
    await trx
      .insertInto('media')
      .values({
        id: picture.id,
        large: picture.large,
        small: picture.small,
        width: picture.width,
        height: picture.height,
        bytes,
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
    return true;
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

/**
 * One sweep of unused pictures: a picture no game names gets `unused_since` (if it has none), one named again loses
 * it, and one unused since before `deleteBefore` is deleted with its sources and owners. Answers how many went.
 *
 * One statement: the games are scanned once, the set of named ids never leaves the database (as a list of bind
 * parameters it failed past PostgreSQL's 65,535 once that many pictures were in use, and every sweep after with it),
 * and the delete sees the same snapshot as the scan, so a game saved in between cannot lose a picture it names.
 */
export async function sweepPictures(db: Kysely<Database>, now: Date, deleteBefore: Date): Promise<number> {
  const { rows } = await sql<{ deleted: number }>`
    with named as (
      select (regexp_matches(data::text, ${PICTURE_REFERENCE_SQL_PATTERN}, 'g'))[1] as id from dictionaries
      union
      select (regexp_matches(pairs::text, ${PICTURE_REFERENCE_SQL_PATTERN}, 'g'))[1] as id from assignments
    ),
    marked as (
      update media set unused_since = ${now} where unused_since is null and id not in (select id from named) returning id
    ),
    cleared as (
      update media set unused_since = null where unused_since is not null and id in (select id from named) returning id
    ),
    deleted as (
      delete from media where unused_since < ${deleteBefore} and id not in (select id from named) returning id
    )
    select count(*)::int as deleted from deleted`.execute(db);
  return Number(rows[0]?.deleted ?? 0);
}
