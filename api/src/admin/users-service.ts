import { isUniqueViolation, type Database, type Kysely } from '@matchdrop/db';
import { countPairs, type AdminStats, type AdminUserDetails, type PublicUser, type UsersPage, type UsersQuery } from '@matchdrop/shared';
import { listOwnGames } from '../games/repository.js';
import { HttpError } from '../http/http-error.js';
import { suspendUser, unsuspendUser } from '../suspension/service.js';
import { findUserById, toPublicUser } from '../users/repository.js';
import { adminStats } from './stats-repository.js';
import { listShareSummaries, listSuspensionSummaries, listUsers } from './users-repository.js';

/** The admin's Users tab and dashboard: the work behind users-routes.ts and the stats route. */

export const userNotFound = (): HttpError => new HttpError(404, 'user_not_found', 'User not found');

export function usersPage(db: Kysely<Database>, query: UsersQuery): Promise<UsersPage> {
  return listUsers(db, query);
}

export function dashboardStats(db: Kysely<Database>, now: Date): Promise<AdminStats> {
  return adminStats(db, now);
}

/** Refused for oneself, an admin, or an account already suspended (409, also when two admins race). */
export async function suspendByAdmin(db: Kysely<Database>, request: { userId: number; adminId: number; reason: string }, now: Date): Promise<PublicUser> {
  if (request.userId === request.adminId) throw new HttpError(400, 'cannot_suspend_self', 'You cannot suspend your own account');
  const target = await findUserById(db, request.userId);
  if (!target) throw userNotFound();
  if (target.role === 'admin') throw new HttpError(403, 'cannot_suspend_admin', 'Administrators cannot be suspended');
  const alreadySuspended = new HttpError(409, 'already_suspended', 'User is already suspended');
  // Two admins at once: the second insert hits the one-active-suspension index.
  const suspended = await suspendUser(db, request, now).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw alreadySuspended;
    throw err;
  });
  if (!suspended) throw alreadySuspended;
  return toPublicUser((await findUserById(db, request.userId)) ?? target);
}

export async function unsuspendByAdmin(db: Kysely<Database>, userId: number, adminId: number, now: Date): Promise<PublicUser> {
  if (!(await findUserById(db, userId))) throw userNotFound();
  if (!(await unsuspendUser(db, userId, adminId, now))) throw new HttpError(409, 'user_not_suspended', 'User is not suspended');
  const row = await findUserById(db, userId);
  if (!row) throw userNotFound();
  return toPublicUser(row);
}

/** 404 unless the account exists. */
export async function existingUser(db: Kysely<Database>, userId: number): Promise<{ role: 'user' | 'admin' }> {
  const row = await findUserById(db, userId);
  if (!row) throw userNotFound();
  return row;
}

/** Everything the user-details modal shows, or undefined for an unknown user. */
export async function userDetails(db: Kysely<Database>, userId: number): Promise<AdminUserDetails | undefined> {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  const [games, sent, received, history] = await Promise.all([
    listOwnGames(db, userId),
    listShareSummaries(db, userId, 'sender_id'),
    listShareSummaries(db, userId, 'recipient_id'),
    listSuspensionSummaries(db, userId),
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
