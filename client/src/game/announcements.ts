import { plural, t } from '@lingui/core/macro';
import { formatSeconds, itemWords, truncateText } from '@matchdrop/shared';
import type { ActionResult, EngineEvents } from './engine/index.js';

/**
 * Screen-reader sentences for what happens in the game, in the interface's language (said at event time, never
 * at load). Item texts are cut so a sentence stays short; the quotes around them are the message's, so each
 * language quotes its own way. The score is a sentence of its own at the end (a tournament heat leaves it out).
 */
const SPOKEN_TEXT_MAX = 80;
// A picture item is said by its description, never its reference text (R-PIC-11).
const cut = (text: string) => truncateText(itemWords(text), SPOKEN_TEXT_MAX);

export function keyHelp(): string {
  return t`Tab or arrow keys move between items, Enter picks, 1 or U sends to the upper zone, 2 or L to the lower zone, Escape puts back.`;
}

export function announceFocus(e: EngineEvents['focusChanged']): string {
  if (e.text === null) return t`No items on the field.`;
  const text = cut(e.text);
  const { position, count } = e;
  return t`"${text}", item ${position} of ${count}.`;
}

export function announcePicked(e: EngineEvents['picked']): string {
  const text = cut(e.text);
  return t`Picked "${text}". Press 1 for the upper zone or 2 for the lower zone.`;
}

export function announceDropped(e: EngineEvents['dropped']): string {
  const text = cut(e.text);
  return e.zone === 'upper' ? t`"${text}" is in the upper zone.` : t`"${text}" is in the lower zone.`;
}

export function announceReleased(): string {
  return t`Put back on the field.`;
}

export function announceMatched(e: EngineEvents['matched']): string {
  const [first, second] = [cut(e.texts[0]), cut(e.texts[1])];
  const { score, streak } = e.stats;
  return `${t`Correct! "${first}" and "${second}" match.`} ${t`Score ${score}, streak ${streak}.`}`;
}

export function announceMismatched(e: EngineEvents['mismatched']): string {
  const [first, second] = [cut(e.texts[0]), cut(e.texts[1])];
  const { score } = e.stats;
  return `${t`Wrong: "${first}" and "${second}" do not match.`} ${t`Score ${score}.`} ${t`They go back in a moment.`}`;
}

export function announceReturned(): string {
  return t`The items are back on the field.`;
}

export function announceFinished(e: EngineEvents['finished']): string {
  const { totalPairs } = e;
  const seconds = formatSeconds(e.elapsedMs);
  const { score } = e.stats;
  const matched = plural(totalPairs, { one: `All # pair matched in ${seconds} seconds.`, other: `All # pairs matched in ${seconds} seconds.` });
  return `${matched} ${t`Score ${score}.`}`;
}

/** What to say when an action was refused; null when it succeeded. */
export function announceRefusal(result: ActionResult): string | null {
  if (result.ok) return null;
  switch (result.reason) {
    case 'zones-busy':
      return t`Wait a moment: the zones are showing a wrong match.`;
    case 'awaiting-verdict':
      return t`Wait a moment: the pair is being checked.`;
    case 'nothing-selected':
      return `${t`Select an item first.`} ${keyHelp()}`;
    case 'finished':
      return t`The game is over.`;
    case 'paused':
      return t`The game is paused. Press P or the Resume button to go on.`;
    case 'unknown-item':
    case 'not-on-field':
      return t`That item cannot be moved now.`;
  }
}
