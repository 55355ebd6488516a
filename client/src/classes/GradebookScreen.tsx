import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useTitle } from '../lib/navigation';
import { useServerData } from '../lib/use-server-data';
import { classPaths } from './paths';
import { AppLink } from '../ui/AppLink';
import { CSV_FILES, fetchGradebook } from './classes-api';
import { CsvButton } from './CsvButton';
import { formatDue } from './due-date';
import { LoadingScreen } from './LoadingScreen';
import { ScreenHead } from './ScreenHead';
import { StatusPill } from './StatusPill';
import './classes.css';

/** /classes/ID/gradebook: one line per student, one column per assignment (status and pairs mastered), and its CSV. */
export function GradebookScreen({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useLingui();
  const load = useCallback(() => fetchGradebook(id), [id]);
  const { state, retry } = useServerData(load, t`Failed to load the gradebook`);
  const book = state.status === 'ready' ? state.data : null;
  const className = book?.class.name;
  useTitle(className === undefined ? t`Gradebook` : t`Gradebook: ${className}`);
  if (!book) {
    return <LoadingScreen title={t`Gradebook`} backLabel={t`Back`} onBack={onBack} state={state} onRetry={retry} what={t`the gradebook`} />;
  }
  return (
    <div className="classes-screen" data-testid="gradebook">
      <ScreenHead title={t`Gradebook: ${className}`} subtitle={t`Each assignment's status and pairs mastered, per student.`} backLabel={t`Back`} onBack={onBack}>
        <CsvButton path={CSV_FILES.gradebook(book.class.id)} fileName={`gradebook-${book.class.code}.csv`} label={t`Gradebook CSV`} />
      </ScreenHead>
      <section className="panel classes-section" aria-label={t`Gradebook`}>
        {book.assignments.length === 0 ? (
          <p className="muted">
            <Trans>No assignment yet.</Trans>
          </p>
        ) : (
          <div className="table-scroll">
            <table className="report-table">
              <caption>{book.class.name}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Student</Trans>
                  </th>
                  {book.assignments.map((a) => {
                    const due = formatDue(a.dueAt);
                    return (
                      <th key={a.id} scope="col">
                        <AppLink to={classPaths.report(a.id)}>{a.gameName}</AppLink>
                        <br />
                        <span className="muted">{t`due ${due}`}</span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {book.students.map((s) => (
                  <tr key={s.id} className={s.removed ? 'removed-row' : undefined}>
                    <th scope="row">
                      {s.username}
                      {s.removed ? ` (${t`removed`})` : ''}
                    </th>
                    {s.cells.map((cell, index) => (
                      <td key={book.assignments[index]?.id ?? index}>
                        <StatusPill status={cell.status} /> {cell.mastered}/{cell.total}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
