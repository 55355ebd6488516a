import { teamIdentity } from '@matchdrop/shared';
import type { TeamStandingRow } from '@matchdrop/shared';

/** A team slot's sums over the rounds: a standings row before it is placed. */
export interface TeamTotals {
  team: number;
  roundsWon: number;
  correct: number;
  attempts: number;
  timeMs: number;
}

export const emptyTeamTotals = (team: number): TeamTotals => ({ team, roundsWon: 0, correct: 0, attempts: 0, timeMs: 0 });

/** R-TEAM-6: rounds won (more first), then right matches (more first), then time (less first). */
function compareTotals(a: TeamTotals, b: TeamTotals): number {
  return b.roundsWon - a.roundsWon || b.correct - a.correct || a.timeMs - b.timeMs;
}

/** The teams' standings: equal on all three share a place (1, 1, 3), listed among themselves by slot. */
export function teamStandings(totals: readonly TeamTotals[]): TeamStandingRow[] {
  const ordered = [...totals].sort((a, b) => compareTotals(a, b) || a.team - b.team);
  const rows: TeamStandingRow[] = [];
  ordered.forEach((t, i) => {
    const before = ordered[i - 1];
    const place = before && compareTotals(before, t) === 0 ? rows[i - 1]!.place : i + 1;
    rows.push({ place, team: teamIdentity(t.team), roundsWon: t.roundsWon, correct: t.correct, attempts: t.attempts, timeMs: t.timeMs });
  });
  return rows;
}
