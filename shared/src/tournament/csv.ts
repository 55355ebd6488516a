import type { StandingRow } from './rest.js';
import { TOURNAMENT_CSV_COLUMNS } from './rest.js';
import { inPlaceOrder, tournamentAccuracy } from './standings.js';

/** One CSV field (RFC 4180), with a leading formula character neutralised. */
export const csvField = (value: string | number): string => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet; a quote-wrapped apostrophe keeps it text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The results file: a header line and one line per player in final order (tied players share the place
 * number, R-TOURN-2). Accuracy is a percentage with one decimal, left empty for a player with no attempts
 * (R-TOURN-3: a spreadsheet's average skips it, where 0.0 would pull it down); total time is seconds with one
 * decimal; lines end with CRLF (RFC 4180).
 */
export function tournamentResultsCsv(standings: readonly StandingRow[]): string {
  const lines = [TOURNAMENT_CSV_COLUMNS.join(',')];
  for (const row of inPlaceOrder(standings)) {
    const accuracy = tournamentAccuracy(row);
    lines.push(
      [
        row.place,
        csvField(row.name),
        row.roundsPlayed,
        row.totalScore,
        row.totalCorrect,
        row.totalAttempts,
        accuracy === null ? '' : accuracy.toFixed(1),
        (row.totalTimeMs / 1000).toFixed(1),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
