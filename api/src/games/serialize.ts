import type { GameSummary, SavedGame } from '@matchdrop/shared';
import type { GameRow, GameSummaryRow } from './repository.js';

/** What a list of games shows of each (its owner joined in, its pair count kept by the database). */
export function toGameSummaryJson(row: GameSummaryRow): GameSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_public: row.is_public,
    created_at: row.created_at.toISOString(),
    category: row.category,
    owner_username: row.owner_username,
    pair_count: row.pair_count,
  };
}

/** The answer shape of a stored game: its summary and its pairs. */
export function toGameJson(row: GameRow): SavedGame {
  return { ...toGameSummaryJson(row), data: row.data };
}
