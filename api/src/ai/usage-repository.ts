import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';

export type QuotaKind = 'messages' | 'sessions';

/** The UTC calendar day as ai_usage stores it ('YYYY-MM-DD'). */
export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

/** Takes one unit of today's quota; false (nothing taken) when it is used up. */
export async function takeQuota(db: Kysely<Database>, userId: number, kind: QuotaKind, limit: number, now: Date): Promise<boolean> {
  if (limit <= 0) return false;
  const row = await db
    .insertInto('ai_usage')
    .values({ user_id: userId, day: utcDate(now), [kind]: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ [kind]: sql<number>`ai_usage.${sql.ref(kind)} + 1` })
        .where(`ai_usage.${kind}`, '<', limit),
    )
    .returning(kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a unit back when the request that took it could not be served (a refused URL). */
export async function giveBackQuota(db: Kysely<Database>, userId: number, kind: QuotaKind, now: Date): Promise<void> {
  await db
    .updateTable('ai_usage')
    .set({ [kind]: sql<number>`greatest(${sql.ref(kind)} - 1, 0)` })
    .where('user_id', '=', userId)
    .where('day', '=', utcDate(now))
    .execute();
}

/** The units used on one UTC day, or undefined when none were. */
export async function findUsage(db: Kysely<Database>, userId: number, day: string): Promise<{ messages: number; sessions: number } | undefined> {
  return db.selectFrom('ai_usage').select(['messages', 'sessions']).where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}
