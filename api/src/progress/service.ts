import type { Database, Kysely } from '@matchdrop/db';
import { findBuiltinGame } from '@matchdrop/shared';
import { reviewSummary } from '../review/service.js';
import { accuracyByDay, mostPlayedGames, playCounts } from './repository.js';

const DAY_MS = 86_400_000;
const TREND_DAYS = 30;
const MOST_PLAYED_SHOWN = 5;

/** My progress on the dashboard: this week, pairs matched, the 30-day accuracy trend, most played games, and the review queue. */
export async function myProgress(db: Kysely<Database>, userId: number, now: Date) {
  const [counts, trend, most, review] = await Promise.all([
    playCounts(db, userId, new Date(now.getTime() - 7 * DAY_MS)),
    accuracyByDay(db, userId, new Date(now.getTime() - TREND_DAYS * DAY_MS)),
    mostPlayedGames(db, userId, MOST_PLAYED_SHOWN),
    reviewSummary(db, userId, now),
  ]);
  return {
    gamesThisWeek: counts.recent,
    pairsMatched: counts.pairsMatched,
    accuracyTrend: trend,
    mostPlayed: most.map((game) => {
      const builtinId = game.game_key.startsWith('b:') ? game.game_key.slice(2) : null;
      return {
        dictionaryId: game.dictionary_id,
        gameId: builtinId,
        name: builtinId ? (findBuiltinGame(builtinId)?.name ?? builtinId) : (game.name ?? 'Deleted game'),
        plays: game.plays,
      };
    }),
    review,
  };
}
