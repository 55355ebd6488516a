import type { GameSummary, SavedGame, SideLanguages } from '@matchdrop/shared';
import type { GameJsonRow, GameRow, GameSummaryRow } from './repository.js';
import { orientedDataJson, publicLanguages } from './side-orientation.js';

/** What a list of games shows of each (its owner joined in, its pair count kept by the database). */
export function toGameSummaryJson(row: Omit<GameSummaryRow, 'languages'> & { languages: SideLanguages | null }): GameSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_public: row.is_public,
    created_at: row.created_at.toISOString(),
    category: row.category,
    owner_username: row.owner_username,
    pair_count: row.pair_count,
    // Only when set (R-PIC-18): a game without languages answers byte for byte as before.
    ...(row.languages ? { languages: publicLanguages(row.languages) } : {}),
  };
}

/** The answer shape of a stored game: its summary and its pairs. */
export function toGameJson(row: GameRow): SavedGame {
  return { ...toGameSummaryJson(row), data: row.data };
}

/**
 * toGameJson's answer as JSON text, the pairs written in as the database stored them (GameJsonRow says why they
 * are not parsed). The summary goes through JSON.stringify as usual; jsonb's own text is valid JSON.
 */
export function savedGameJsonText(row: GameJsonRow): string {
  const summary = JSON.stringify(toGameSummaryJson(row) satisfies Omit<SavedGame, 'data'>);
  const data = row.languages ? orientedDataJson(row.data_json, row.languages.leftItems) : row.data_json;
  return `${summary.slice(0, -1)},"data":${data}}`;
}
