import type { Database, Kysely } from '@matchdrop/db';
import { findBuiltinGame, type Pair } from '@matchdrop/shared';
import { findGameSummary } from '../games/repository.js';
import type { AssignmentRecord } from './repository.js';

/**
 * The language each dealt item is spoken in (R-PIC-20), for a play whose pairs stay on the server: the language of
 * the item's side in the assigned game, or undefined when the game has no languages (the answer is then as before).
 * It says which side an item is on, as its language does to whoever reads it, never which item is its counterpart.
 */
export async function itemLanguagesOf(db: Kysely<Database>, assignment: AssignmentRecord, pairs: readonly Pair[], items: readonly string[]): Promise<string[] | undefined> {
  if (assignment.dictionary_id !== null) {
    const languages = (await findGameSummary(db, assignment.dictionary_id))?.languages;
    if (!languages) return undefined;
    // The saved game's own left items: the assignment's copy of the pairs may predate the languages.
    const left = new Set(languages.leftItems);
    return items.map((item) => (left.has(item) ? languages.left : languages.right));
  }
  const languages = assignment.builtin_game_id === null ? undefined : findBuiltinGame(assignment.builtin_game_id)?.languages;
  if (!languages) return undefined;
  // A built-in game's pairs are written in code, left item first.
  const left = new Set(pairs.map(([item]) => item));
  return items.map((item) => (left.has(item) ? languages.left : languages.right));
}
