import type { AdminShareSummary, AdminSuspensionSummary } from '@matchdrop/shared';
import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { UsersPage, UsersQuery } from '@matchdrop/shared';
import { toPublicUser } from '../users/repository.js';

/** `%` and `_` typed in the search box are looked for literally, not as LIKE wildcards. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matching(db: Kysely<Database>, { search, status }: Pick<UsersQuery, 'search' | 'status'>) {
  let query = db.selectFrom('users as u');
  if (status !== 'all') query = query.where('u.is_suspended', '=', status === 'suspended');
  if (search === '') return query;
  const pattern = containsPattern(search);
  return query.where(sql<boolean>`(lower(u.username) like ${pattern} escape '\\' or lower(u.email) like ${pattern} escape '\\')`);
}

/** One page of users, newest accounts first, each with their game and share counts. */
export async function listUsers(db: Kysely<Database>, { page, limit, search, status }: UsersQuery): Promise<UsersPage> {
  const [rows, count] = await Promise.all([
    matching(db, { search, status })
      .selectAll('u')
      .select((eb) => [
        eb.selectFrom('dictionaries as d').select(eb.fn.countAll<number>().as('n')).whereRef('d.owner_id', '=', 'u.id').as('dictionary_count'),
        eb.selectFrom('shares as s').select(eb.fn.countAll<number>().as('n')).whereRef('s.sender_id', '=', 'u.id').as('shares_sent'),
        eb.selectFrom('shares as r').select(eb.fn.countAll<number>().as('n')).whereRef('r.recipient_id', '=', 'u.id').as('shares_received'),
      ])
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    matching(db, { search, status })
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    users: rows.map((row) => ({
      ...toPublicUser(row),
      dictionary_count: Number(row.dictionary_count),
      shares_sent: Number(row.shares_sent),
      shares_received: Number(row.shares_received),
    })),
    total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The shares a user sent or received, newest first, with the game's name and the other side. */
export async function listShareSummaries(db: Kysely<Database>, userId: number, side: 'sender_id' | 'recipient_id'): Promise<AdminShareSummary[]> {
  const other = side === 'sender_id' ? 's.recipient_id' : 's.sender_id';
  const rows = await db
    .selectFrom('shares as s')
    .innerJoin('dictionaries as d', 'd.id', 's.dictionary_id')
    .leftJoin('users as o', 'o.id', other)
    .select(['s.id', 's.dictionary_id', 'd.name as dictionary_name', 'o.username', 's.status', 's.created_at'])
    .where(`s.${side}`, '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** A user's suspensions, newest first, with who suspended and who lifted. */
export async function listSuspensionSummaries(db: Kysely<Database>, userId: number): Promise<AdminSuspensionSummary[]> {
  const rows = await db
    .selectFrom('suspensions as s')
    .leftJoin('users as a', 'a.id', 's.admin_id')
    .leftJoin('users as l', 'l.id', 's.lifted_by')
    .select(['s.id', 's.reason', 'a.username as admin', 's.created_at', 's.lifted_at', 'l.username as lifted_by'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), lifted_at: iso(row.lifted_at) }));
}
