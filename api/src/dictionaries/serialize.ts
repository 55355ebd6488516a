import { countPairs, type SavedGame } from '@matchdrop/shared';
import type { DictionaryRow } from './repository.js';

/** The answer shape of a stored game (its owner joined in, its pairs counted). */
export function toDictionaryJson(row: DictionaryRow): SavedGame {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    data: row.data,
    is_public: row.is_public,
    created_at: row.created_at.toISOString(),
    category: row.category,
    owner_username: row.owner_username,
    pair_count: countPairs(row.data),
  };
}
