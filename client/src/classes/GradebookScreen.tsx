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
  const load = useCallback(() => fetchGradebook(id), [id]);
  const { state, retry } = useServerData(load, 'Failed to load the gradebook');
  const book = state.status === 'ready' ? state.data : null;
  useTitle(book ? `Gradebook: ${book.class.name}` : 'Gradebook');
  if (!book) {
    return <LoadingScreen title="Gradebook" backLabel="Back" onBack={onBack} state={state} onRetry={retry} what="the gradebook" />;
  }
  return (
    <div className="classes-screen" data-testid="gradebook">
      <ScreenHead title={`Gradebook: ${book.class.name}`} subtitle="Each assignment's status and pairs mastered, per student." backLabel="Back" onBack={onBack}>
        <CsvButton path={CSV_FILES.gradebook(book.class.id)} fileName={`gradebook-${book.class.code}.csv`} label="Gradebook CSV" />
      </ScreenHead>
      <section className="panel classes-section" aria-label="Gradebook">
        {book.assignments.length === 0 ? (
          <p className="muted">No assignment yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="report-table">
              <caption>{book.class.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  {book.assignments.map((a) => (
                    <th key={a.id} scope="col">
                      <AppLink to={classPaths.report(a.id)}>{a.gameName}</AppLink>
                      <br />
                      <span className="muted">due {formatDue(a.dueAt)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {book.students.map((s) => (
                  <tr key={s.id} className={s.removed ? 'removed-row' : undefined}>
                    <th scope="row">
                      {s.username}
                      {s.removed ? ' (removed)' : ''}
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
