import { csvField } from '../tournament/csv.js';
import type { TeamRaceStudentReport } from './rest.js';
import { TEAM_RACE_CSV_COLUMNS } from './rest.js';

/**
 * R-TEAM-8: the host's per-student file: one line per student in name order, accuracy in percent with one decimal
 * (empty without attempts, as in the tournament's file), CRLF line ends, formula-looking names made text.
 */
export function teamRaceReportCsv(students: readonly TeamRaceStudentReport[]): string {
  const lines = [TEAM_RACE_CSV_COLUMNS.join(',')];
  const byName = [...students].sort(
    (a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0) || Number(a.playerId) - Number(b.playerId),
  );
  for (const s of byName) {
    const accuracy = s.attempts > 0 ? ((s.correct / s.attempts) * 100).toFixed(1) : '';
    lines.push([csvField(s.name), s.attempts, s.correct, accuracy, s.roundsWon].join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
