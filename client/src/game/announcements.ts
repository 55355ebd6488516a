import { formatSeconds, truncateText } from '@matchdrop/shared';
import type { ActionResult, EngineEvents, ZoneName } from './engine/index.js';

/** Screen-reader sentences for what happens in the game. Item texts are cut so a sentence stays short. */
const SPOKEN_TEXT_MAX = 80;
const q = (text: string) => `"${truncateText(text, SPOKEN_TEXT_MAX)}"`;
const zoneWord = (zone: ZoneName) => (zone === 'upper' ? 'upper' : 'lower');

export const KEY_HELP = 'Tab or arrow keys move between items, Enter picks, 1 or U sends to the upper zone, 2 or L to the lower zone, Escape puts back.';

export function announceFocus(e: EngineEvents['focusChanged']): string {
  return e.text === null ? 'No items on the field.' : `${q(e.text)}, item ${e.position} of ${e.count}.`;
}

export function announcePicked(e: EngineEvents['picked']): string {
  return `Picked ${q(e.text)}. Press 1 for the upper zone or 2 for the lower zone.`;
}

export function announceDropped(e: EngineEvents['dropped']): string {
  return `${q(e.text)} is in the ${zoneWord(e.zone)} zone.`;
}

export function announceMatched(e: EngineEvents['matched']): string {
  return `Correct! ${q(e.texts[0])} and ${q(e.texts[1])} match. Score ${e.stats.score}, streak ${e.stats.streak}.`;
}

export function announceMismatched(e: EngineEvents['mismatched']): string {
  return `Wrong: ${q(e.texts[0])} and ${q(e.texts[1])} do not match. Score ${e.stats.score}. They go back in a moment.`;
}

export function announceReturned(): string {
  return 'The items are back on the field.';
}

export function announceFinished(e: EngineEvents['finished']): string {
  return `All ${e.totalPairs} pairs matched in ${formatSeconds(e.elapsedMs)} seconds. Score ${e.stats.score}.`;
}

/** What to say when an action was refused; null when it succeeded. */
export function announceRefusal(result: ActionResult): string | null {
  if (result.ok) return null;
  switch (result.reason) {
    case 'zones-busy':
      return 'Wait a moment: the zones are showing a wrong match.';
    case 'awaiting-verdict':
      return 'Wait a moment: the pair is being checked.';
    case 'nothing-selected':
      return `Select an item first. ${KEY_HELP}`;
    case 'finished':
      return 'The game is over.';
    case 'paused':
      return 'The game is paused. Press P or the Resume button to go on.';
    case 'unknown-item':
    case 'not-on-field':
      return 'That item cannot be moved now.';
  }
}
