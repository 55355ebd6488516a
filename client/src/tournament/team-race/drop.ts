import { parsePictureItem } from '@matchdrop/shared';
import type { TeamFieldPayload } from '@matchdrop/shared';

export type Zone = 'upper' | 'lower';

/**
 * R-TEAM-13: where a member's chosen item may go. The upper zone takes it at any time (an offer: an item already
 * there goes back to its holder); the lower zone only when the upper one holds an item to answer (an answer).
 * null: this zone takes nothing now. The server judges the drop either way (R-TEAM-4, R-TEAM-9).
 */
export function dropMessage(zone: Zone, field: Pick<TeamFieldPayload, 'upper'>): 'offer' | 'answer' | null {
  if (zone === 'upper') return 'offer';
  return field.upper === null ? null : 'answer';
}

/** What an item says in words: a picture's description, or the text itself (a verdict, a screen reader's name). */
export function itemWords(item: string): string {
  return parsePictureItem(item)?.alt ?? item;
}
