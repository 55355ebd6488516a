import { CODE_LENGTH, stripNonDigits } from '@matchdrop/shared';

/** What a code box keeps of a keystroke or a paste: its digits, at most CODE_LENGTH of them. */
export function codeInput(text: string): string {
  return stripNonDigits(text).slice(0, CODE_LENGTH);
}
