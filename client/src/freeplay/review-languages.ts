import type { GameStartRequest } from '../lib/game-start';

/**
 * R-PIC-20: how a review speaks each item, in its own card's game's side language (a review mixes games); null when
 * no card's game has languages (the browser chooses).
 */
export function reviewLanguageOf(review: NonNullable<GameStartRequest['review']>): ((item: string) => string) | null {
  const byItem = new Map(review.flatMap(({ pair, languages }) => (languages ? pair.map((item, side) => [item, languages[side] ?? ''] as const) : [])));
  return byItem.size === 0 ? null : (item) => byItem.get(item) ?? '';
}
