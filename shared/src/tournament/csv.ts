import { accuracyPercent } from '../scoring.js';
import type { StandingRow } from './rest.js';
import { TOURNAMENT_CSV_COLUMNS } from './rest.js';

/** One CSV field (RFC 4180), with a leading formula character neutralised. */
export const csvField = (value: string | number): string => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet; a quote-wrapped apostrophe keeps it text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The results file: a header line and one line per player in final order. Accuracy is a percentage with one
 * decimal, total time is seconds with one decimal, lines end with CRLF (RFC 4180).
 */
export function tournamentResultsCsv(standings: readonly StandingRow[]): string {
  const lines = [TOURNAMENT_CSV_COLUMNS.join(',')];
  for (const row of standings) {
    lines.push(
      [
        row.place,
        csvField(row.name),
        row.roundsPlayed,
        row.totalScore,
        row.totalCorrect,
        row.totalAttempts,
        accuracyPercent(row.totalCorrect, row.totalAttempts).toFixed(1),
        (row.totalTimeMs / 1000).toFixed(1),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
