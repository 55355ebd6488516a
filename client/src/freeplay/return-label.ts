import { i18n, type MessageDescriptor } from '@lingui/core';
import { RETURN_LABELS, type ReturnTarget } from '../lib/game-start';
import type { Screen } from '../routes';

/** The label of each screen a game can be started from: Return steps back to it. */
// RETURN_LABELS are lib's messages, worded when asked for (returnLabelOf), in the language of that moment.
const STARTED_FROM: Partial<Record<Screen, string | MessageDescriptor>> = {
  home: RETURN_LABELS.games,
  library: 'Return to Library',
  'builtin-page': 'Return to Game Page',
  'game-page': 'Return to Game Page',
  dashboard: RETURN_LABELS.profile,
  ai: RETURN_LABELS.ai,
  // The header's Review started over a game: Back returns to that game.
  play: 'Return to Game',
  'play-builtin': 'Return to Game',
  'play-game': 'Return to Game',
  review: 'Return to Game',
};

/**
 * The Return button's label names where it leads: the screen the game was started from (App.tsx keeps it in the
 * game's history entry, and Return steps back to it), or, for a game opened by its address, the request's target.
 */
export function returnLabelOf(startedFrom: string | undefined, target: ReturnTarget): string {
  const label = (startedFrom !== undefined && STARTED_FROM[startedFrom as Screen]) || RETURN_LABELS[target];
  return typeof label === 'string' ? label : i18n._(label);
}
