import type { Database, Kysely } from '@matchdrop/db';
import { countPairs, type AdminUserDetails } from '@matchdrop/shared';
import { listOwnGames } from '../games/repository.js';
import { findUserById, toPublicUser } from '../users/repository.js';
import { listShareSummaries, listSuspensionSummaries } from './users-repository.js';

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
