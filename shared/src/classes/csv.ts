import { csvField } from '../tournament/csv.js';
import type { AssignmentView, Gradebook, ReportStudent } from './rest.js';

/** The report files: a header line, then lines ending with CRLF (RFC 4180); formula characters neutralised. */

const line = (fields: ReadonlyArray<string | number>): string => fields.map(csvField).join(',');
const file = (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string => [header, ...rows].map(line).join('\r\n') + '\r\n';
const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

export const REPORT_STUDENT_CSV_COLUMNS = [
  'student',
  'removed',
  'status',
  'plays',
  'pairs_mastered',
  'pairs_total',
  'attempts',
  'accuracy_percent',
  'time_seconds',
  'last_activity',
] as const;

/** One line per student of an assignment's report. */
export function reportStudentsCsv(students: readonly ReportStudent[]): string {
  return file(
    REPORT_STUDENT_CSV_COLUMNS,
    students.map((s) => [
      s.username,
      yesNo(s.removed),
      s.status,
      s.plays,
      s.mastered,
      s.total,
      s.attempts,
      s.accuracy.toFixed(1),
      (s.timeMs / 1000).toFixed(1),
      s.lastActivityAt ?? '',
    ]),
  );
}

export const REPORT_PAIR_CSV_COLUMNS = ['student', 'removed', 'left', 'right', 'attempts', 'correct', 'first_try_plays', 'mastered', 'confused_with', 'confused_count'] as const;

/** One student's figures on one pair. */
export interface StudentPairLine {
  username: string;
  removed: boolean;
  left: string;
  right: string;
  attempts: number;
  correct: number;
  /** Plays in which the pair was matched right at the first try. */
  firstTryPlays: number;
  mastered: boolean;
  confusedWith: { item: string; count: number } | null;
}

/** One line per student and pair. */
export function reportPairsCsv(lines: readonly StudentPairLine[]): string {
  return file(
    REPORT_PAIR_CSV_COLUMNS,
    lines.map((l) => [
      l.username,
      yesNo(l.removed),
      l.left,
      l.right,
      l.attempts,
      l.correct,
      l.firstTryPlays,
      yesNo(l.mastered),
      l.confusedWith?.item ?? '',
      l.confusedWith?.count ?? 0,
    ]),
  );
}

/** How a gradebook column names an assignment: the game and the due day (UTC). */
export const assignmentColumnName = (a: AssignmentView): string => `${a.gameName} (due ${a.dueAt.slice(0, 10)})`;

/** The gradebook: one line per student, and per assignment a status column and a pairs-mastered column. */
export function gradebookCsv(gradebook: Gradebook): string {
  const header = ['student', 'removed', ...gradebook.assignments.flatMap((a) => [`${assignmentColumnName(a)} status`, `${assignmentColumnName(a)} pairs mastered`])];
  return file(
    header,
    gradebook.students.map((s) => [s.username, yesNo(s.removed), ...s.cells.flatMap((c) => [c.status, `${c.mastered} of ${c.total}`])]),
  );
}
