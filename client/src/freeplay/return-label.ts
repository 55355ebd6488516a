import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReturnTarget } from '../lib/game-start';
import type { Screen } from '../routes';

/** The label of each target a game request names (a game opened by its address). */
const TARGET_LABELS: Readonly<Record<ReturnTarget, MessageDescriptor>> = {
  games: msg`Return to Games`,
  ai: msg`Return to AI Chat`,
  profile: msg`Return to Profile`,
};

const TO_GAME = msg`Return to Game`;
const TO_GAME_PAGE = msg`Return to Game Page`;

/** The label of each screen a game can be started from: Return steps back to it. */
const STARTED_FROM: Partial<Record<Screen, MessageDescriptor>> = {
  home: TARGET_LABELS.games,
  library: msg`Return to Library`,
  'builtin-page': TO_GAME_PAGE,
  'game-page': TO_GAME_PAGE,
  dashboard: TARGET_LABELS.profile,
  ai: TARGET_LABELS.ai,
  // The header's Review started over a game: Back returns to that game.
  play: TO_GAME,
  'play-builtin': TO_GAME,
  'play-game': TO_GAME,
  review: TO_GAME,
};

/**
 * The Return button's label names where it leads: the screen the game was started from (App.tsx keeps it in the
 * game's history entry, and Return steps back to it), or, for a game opened by its address, the request's target.
 */
export function returnLabelOf(startedFrom: string | undefined, target: ReturnTarget): string {
  return i18n._((startedFrom !== undefined && STARTED_FROM[startedFrom as Screen]) || TARGET_LABELS[target]);
}
