import { compareTiedPlayers, type StandingRow } from '@matchdrop/shared';

/** A player's sums over the rounds played: a standings row before it is placed. */
export type PlayerTotals = Omit<StandingRow, 'place' | 'movement'>;

export const emptyTotals = (playerId: string, name: string): PlayerTotals => ({
  playerId,
  name,
  totalScore: 0,
  totalCorrect: 0,
  totalAttempts: 0,
  totalTimeMs: 0,
  roundsPlayed: 0,
});

/** Tie-breaks: total score (higher first), then total correct (more first), then total time (less first). */
function compareTotals(a: PlayerTotals, b: PlayerTotals): number {
  return b.totalScore - a.totalScore || b.totalCorrect - a.totalCorrect || a.totalTimeMs - b.totalTimeMs;
}

/**
 * The standings: players ordered by the tie-breaks (equal on all three share a place: 1, 1, 3; among them by
 * nickname, R-TOURN-2, so the same results list alike on every run), each with the places gained since `previousPlaces` (absent: no movement).
 */
export function standings(totals: readonly PlayerTotals[], previousPlaces: Readonly<Record<string, number>> = {}): StandingRow[] {
  const ordered = [...totals].sort((a, b) => compareTotals(a, b) || compareTiedPlayers(a, b));
  const rows: StandingRow[] = [];
  ordered.forEach((t, index) => {
    const prev = rows[index - 1];
    const before = ordered[index - 1];
    const place = prev && before && compareTotals(before, t) === 0 ? prev.place : index + 1;
    const previous = previousPlaces[t.playerId];
    rows.push({ place, ...t, movement: previous === undefined ? 0 : previous - place });
  });
  return rows;
}
