import { DISPLAY_TEXT_MAX } from './constants.js';

/**
 * Text limits count characters as people see them, not UTF-16 code units: an emoji (🐘) is one
 * character, as it is for Postgres' varchar(n). Cutting by code point also never splits an emoji in half.
 */
export function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Cuts text longer than `max` characters to `max` characters, the last being an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (charLength(text) <= max) return text;
  return (
    Array.from(text)
      .slice(0, Math.max(0, max - 1))
      .join('') + '…'
  );
}

/** Item text for display: at most 250 characters (R-FIELD-9). */
export function truncateDisplay(text: string): string {
  return truncateText(text, DISPLAY_TEXT_MAX);
}
