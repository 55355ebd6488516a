import type { Database, Kysely } from '@matchdrop/db';

/** The newest stored tournament of this code (a code is reused only once its room is gone), with its host's name. */
export function findStoredTournament(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('tournaments as t')
    .innerJoin('users as u', 'u.id', 't.host_user_id')
    .selectAll('t')
    .select('u.username as host_name')
    .where('t.code', '=', code)
    .orderBy('t.created_at', 'desc')
    .executeTakeFirst();
}

export type StoredTournament = NonNullable<Awaited<ReturnType<typeof findStoredTournament>>>;

/** The host's tournaments, newest first (the dashboard lists the last 100). */
export function listHostedTournaments(db: Kysely<Database>, hostUserId: number) {
  return db.selectFrom('tournaments').selectAll().where('host_user_id', '=', hostUserId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
}
