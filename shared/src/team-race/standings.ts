import type { TeamStandingRow } from './rest.js';

/** R-TEAM-6: the podium is every team placed 1st to 3rd (teams tied for 3rd are all on it). */
export function teamPodium(rows: readonly TeamStandingRow[]): TeamStandingRow[] {
  return [...rows].sort((a, b) => a.place - b.place || a.team.index - b.team.index).filter((row) => row.place <= 3);
}
