import type { StandingRow } from './rest.js';

// Code-unit order of the folded nickname, not localeCompare: the same order on every server and browser, so
// two runs over the same results list tied players alike (R-TOURN-2).
const folded = (name: string) => name.toLowerCase();

/**
 * R-TOURN-2: the order of players who share a place: by nickname (case-folded, then as written), then by player
 * id. Places themselves come from the totals alone.
 */
export function compareTiedPlayers(a: Pick<StandingRow, 'name' | 'playerId'>, b: Pick<StandingRow, 'name' | 'playerId'>): number {
  const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return byCode(folded(a.name), folded(b.name)) || byCode(a.name, b.name) || byCode(a.playerId, b.playerId);
}

/** Standings in place order, tied players in the R-TOURN-2 order. */
export function inPlaceOrder<T extends Pick<StandingRow, 'place' | 'name' | 'playerId'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.place - b.place || compareTiedPlayers(a, b));
}

/** R-TOURN-2: the podium is everyone placed 1st to 3rd, so players tied for 3rd are all on it. */
export function podiumOf<T extends Pick<StandingRow, 'place' | 'name' | 'playerId'>>(rows: readonly T[]): T[] {
  return inPlaceOrder(rows).filter((row) => row.place <= 3);
}

/** R-TOURN-3: accuracy in percent; null for a player with no attempts (shown "–", an empty CSV cell), never 0. */
export function tournamentAccuracy(row: Pick<StandingRow, 'totalCorrect' | 'totalAttempts'>): number | null {
  return row.totalAttempts > 0 ? (row.totalCorrect / row.totalAttempts) * 100 : null;
}
