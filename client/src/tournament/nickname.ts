import { controlCharacterIn } from '@matchdrop/shared';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/**
 * The player's own check before asking the server (which also refuses offensive words and is the referee):
 * 2–20 characters once trimmed, one line, and not a name already in the lobby (names are unique ignoring case).
 * Returns the message to show, or null when the nickname can be sent.
 */
export function nicknameProblem(input: string, takenNames: readonly string[]): string | null {
  const name = input.trim();
  if (name.length < NICKNAME_MIN) return `Your nickname needs at least ${NICKNAME_MIN} characters`;
  if (name.length > NICKNAME_MAX) return `Your nickname can have at most ${NICKNAME_MAX} characters`;
  if (controlCharacterIn(name, false) !== undefined) return 'Your nickname cannot contain control characters';
  const folded = name.toLocaleLowerCase();
  if (takenNames.some((taken) => taken.toLocaleLowerCase() === folded)) return 'Someone in this tournament already has that nickname';
  return null;
}
