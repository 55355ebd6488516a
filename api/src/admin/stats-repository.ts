import type { Database, Kysely } from '@matchdrop/db';
import type { AdminStats } from '@matchdrop/shared';

const NEW_USER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The overview figures; counts come back as text or bigint on some drivers, hence Number(). */
export async function adminStats(db: Kysely<Database>, now: Date): Promise<AdminStats> {
  const since = new Date(now.getTime() - NEW_USER_WINDOW_MS);
  const [users, games, shares, messages] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('is_suspended', '=', true).as('suspended'),
        eb.fn.count<number>('id').filterWhere('created_at', '>=', since).as('recent'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dictionaries')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('id').filterWhere('is_public', '=', true).as('public')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('suspension_messages')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('sender_type', '=', 'user')
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total_users: Number(users.total),
    suspended_users: Number(users.suspended),
    total_dictionaries: Number(games.total),
    public_dictionaries: Number(games.public),
    total_shares: Number(shares.total),
    unread_messages: Number(messages.unread),
    new_users_30_days: Number(users.recent),
  };
}
