import type { Database, Kysely } from '@matchdrop/db';
import { countPairs, type AdminShareSummary, type AdminSuspensionSummary, type AdminUserDetails } from '@matchdrop/shared';
import { listOwnGames } from '../dictionaries/repository.js';
import { findUserById, toPublicUser } from '../users/repository.js';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

async function shares(db: Kysely<Database>, userId: number, side: 'sender_id' | 'recipient_id'): Promise<AdminShareSummary[]> {
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

async function suspensions(db: Kysely<Database>, userId: number): Promise<AdminSuspensionSummary[]> {
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

/** Everything the user-details modal shows, or undefined for an unknown user. */
export async function userDetails(db: Kysely<Database>, userId: number): Promise<AdminUserDetails | undefined> {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  const [games, sent, received, history] = await Promise.all([
    listOwnGames(db, userId),
    shares(db, userId, 'sender_id'),
    shares(db, userId, 'recipient_id'),
    suspensions(db, userId),
  ]);
  return {
    user: toPublicUser(row),
    dictionaries: games.map((game) => ({
      id: game.id,
      name: game.name,
      is_public: game.is_public,
      category: game.category,
      created_at: game.created_at.toISOString(),
      pair_count: countPairs(game.data),
    })),
    shares: { sent, received },
    suspensions: history,
  };
}
