import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TeamRaceReport } from '@matchdrop/shared';
import { itemWords } from '../drop';
import { DataTable } from './DataTable';

/** Right matches of attempts as a percent, or a dash without attempts (no accuracy to speak of). */
const accuracy = (correct: number, attempts: number): string => (attempts === 0 ? '—' : i18n.number(correct / attempts, { style: 'percent', maximumFractionDigits: 0 }));

/**
 * R-TEAM-8: the host's report of the race, as the assignment report shows one: per student the drops they took
 * part in and how many were right, per pair how often it was tried and what it was taken for.
 */
export function RaceReport({ report }: { report: TeamRaceReport }) {
  const { t } = useLingui();
  const students = report.students.map((s) => ({ key: s.playerId, cells: [s.name, s.attempts, accuracy(s.correct, s.attempts), s.roundsWon] }));
  const pairs = report.pairs.map((p) => ({
    key: `${p.left}\u0000${p.right}`,
    cells: [
      `${itemWords(p.left)} ↔ ${itemWords(p.right)}`,
      p.attempts,
      accuracy(p.correct, p.attempts),
      p.confusedWith.length === 0 ? '—' : p.confusedWith.map((c) => `${itemWords(c.item)} (${c.times}×)`).join(', '),
    ],
  }));
  const tables = [
    { caption: t`Students`, testId: 'race-report-students', first: t`Student`, last: t`Rounds won`, rows: students },
    { caption: t`Pairs`, testId: 'race-report-pairs', first: t`Pair`, last: t`Confused with`, rows: pairs },
  ];
  return (
    <section className="race-report" aria-label={t`Report`}>
      {tables.map(({ caption, testId, first, last, rows }) => (
        <DataTable
          key={testId}
          caption={caption}
          captionVisible
          className="report-table"
          testId={testId}
          columns={[{ label: first }, { label: t`Attempts` }, { label: t`Accuracy` }, { label: last }]}
          rows={rows}
          rowHeader={0}
        />
      ))}
    </section>
  );
}
