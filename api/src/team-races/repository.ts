import type { Database, Kysely } from '@matchdrop/db';

/** The newest stored race of this code (a code is reused only once its room is gone). */
export function findStoredTeamRace(db: Kysely<Database>, code: string) {
  return db.selectFrom('team_races').selectAll().where('code', '=', code).orderBy('finished_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

export type StoredTeamRace = NonNullable<Awaited<ReturnType<typeof findStoredTeamRace>>>;

/** A page of the host's finished races, newest first, without their reports. */
export function listHostedTeamRaces(db: Kysely<Database>, hostUserId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('team_races')
    .select(['code', 'settings', 'player_count', 'standings', 'finished_at'])
    .where('host_user_id', '=', hostUserId)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countHostedTeamRaces(db: Kysely<Database>, hostUserId: number): Promise<number> {
  const row = await db
    .selectFrom('team_races')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('host_user_id', '=', hostUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
