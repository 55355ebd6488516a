/**
 * The game field (R-FIELD-1, R-FIELD-2, R-FIELD-3). Items on the field at the start: 3 pairs, plus 4 more items (2 pairs) when
 * the game has more than 5 pairs — min(total, 3) + (total > 5 ? min(2, total − 3) : 0). With 4 or 5 pairs
 * the remaining pairs arrive through spawning after matches, so the opening field is never crowded.
 */
export function initialFieldPairs(totalPairs: number): number {
  const total = Math.max(0, Math.floor(totalPairs));
  return Math.min(total, 3) + (total > 5 ? Math.min(2, total - 3) : 0);
}

/** The game area grows with the item count (2 × the pairs being played). */
export function areaSize(itemCount: number): { width: number; height: number } {
  if (itemCount <= 6) return { width: 600, height: 450 };
  if (itemCount <= 12) return { width: 800, height: 500 };
  if (itemCount <= 18) return { width: 1000, height: 600 };
  return { width: 1200, height: 700 };
}
