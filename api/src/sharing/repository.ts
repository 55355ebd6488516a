import type { Database, Kysely, Share, ShareStatus } from '@matchdrop/db';

/**
 * Locks a saved game's row until the transaction ends, so two simultaneous shares of the same game
 * cannot both pass the "no pending share yet" check.
 */
export async function lockGame(trx: Kysely<Database>, gameId: number): Promise<void> {
  await trx.selectFrom('dictionaries').select('id').where('id', '=', gameId).forUpdate().execute();
}

export function findPendingShare(db: Kysely<Database>, gameId: number, recipientId: number): Promise<Pick<Share, 'id'> | undefined> {
  return db.selectFrom('shares').select('id').where('dictionary_id', '=', gameId).where('recipient_id', '=', recipientId).where('status', '=', 'pending').executeTakeFirst();
}

export async function insertShare(
  db: Kysely<Database>,
  share: { dictionary_id: number; sender_id: number; recipient_id: number; message: string | null; created_at: Date },
): Promise<number> {
  const { id } = await db.insertInto('shares').values(share).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A share, locked until the transaction ends, so it can be answered only once. */
export function findShareForUpdate(trx: Kysely<Database>, id: number): Promise<Share | undefined> {
  return trx.selectFrom('shares').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function answerShare(db: Kysely<Database>, id: number, status: Exclude<ShareStatus, 'pending'>, now: Date): Promise<void> {
  await db.updateTable('shares').set({ status, responded_at: now }).where('id', '=', id).execute();
}
