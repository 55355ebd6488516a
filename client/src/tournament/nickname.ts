import { t } from '@lingui/core/macro';
import { containsOffensiveWord, controlCharacterIn, nicknameKey, TOURNAMENT_NICKNAME_MAX, TOURNAMENT_NICKNAME_MIN } from '@matchdrop/shared';

/**
 * The player's own check before asking the server (the referee, which applies the same rules): 2–20 characters
 * once trimmed, one line, no offensive word, and not a name already in the lobby (names are unique ignoring case).
 * Returns the message to show, or null when the nickname can be sent.
 */
export function nicknameProblem(input: string, takenNames: readonly string[]): string | null {
  const name = input.trim();
  if (name.length < TOURNAMENT_NICKNAME_MIN) return t`Your nickname needs at least ${TOURNAMENT_NICKNAME_MIN} characters`;
  if (name.length > TOURNAMENT_NICKNAME_MAX) return t`Your nickname can have at most ${TOURNAMENT_NICKNAME_MAX} characters`;
  if (controlCharacterIn(name, false) !== undefined) return t`Your nickname cannot contain control characters`;
  if (containsOffensiveWord(name)) return t`Please choose another nickname`;
  const key = nicknameKey(name);
  if (takenNames.some((taken) => nicknameKey(taken) === key)) return t`Someone in this tournament already has that nickname`;
  return null;
}
