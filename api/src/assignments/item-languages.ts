import type { Database, Kysely } from '@matchdrop/db';
import { builtinItemSides, findBuiltinGame, languagesOfItems } from '@matchdrop/shared';
import { findGameSummary } from '../games/repository.js';
import type { AssignmentRecord } from './repository.js';

/**
 * The language each dealt item is spoken in (R-PIC-20), for a play whose pairs stay on the server: the language of
 * the item's side in the assigned game, or undefined when the game has no languages (the answer is then as before).
 */
export async function itemLanguagesOf(db: Kysely<Database>, assignment: AssignmentRecord, items: readonly string[]): Promise<string[] | undefined> {
  if (assignment.dictionary_id !== null) {
    // The saved game's own left items: the assignment's copy of the pairs may predate the languages.
    const languages = (await findGameSummary(db, assignment.dictionary_id))?.languages;
    return languages ? languagesOfItems(languages, items) : undefined;
  }
  const builtin = assignment.builtin_game_id === null ? undefined : findBuiltinGame(assignment.builtin_game_id);
  const sides = builtin ? builtinItemSides(builtin.data, builtin.languages) : undefined;
  return sides ? languagesOfItems(sides, items) : undefined;
}
