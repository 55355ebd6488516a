import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AssignmentReport } from '@matchdrop/shared';
import { useCallback } from 'react';
import { relativeTime } from '../lib/relative-time';
import { useNow } from '../lib/use-now';
import { useTitle } from '../lib/navigation';
import { useServerData } from '../lib/use-server-data';
import { classPaths } from './paths';
import { AppLink } from '../ui/AppLink';
import { durationText, goalText, percentText } from './assignment-view';
import { CSV_FILES, fetchReport } from './classes-api';
import { CsvButton } from './CsvButton';
import { formatDue } from './due-date';
import { isAttemptOn } from './live';
import { LoadingScreen } from './LoadingScreen';
import { ScreenHead } from './ScreenHead';
import { StatusPill } from './StatusPill';
import { useLiveRefresh } from './use-live-refresh';
import './classes.css';
import { ItemText } from '../ui/ItemText';

function HeadRow({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function StudentsTable({ report, now }: { report: AssignmentReport; now: number }) {
  const { t } = useLingui();
  return (
    <div className="table-scroll">
      <table className="report-table" data-testid="report-students">
        <caption>
          <Trans>Students</Trans>
        </caption>
        <HeadRow headers={[t`Student`, t`Status`, t`Plays`, t`Pairs mastered`, t`Accuracy`, t`Time spent`, t`Last activity`]} />
        <tbody>
          {report.students.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                <Trans>No student in the class yet.</Trans>
              </td>
            </tr>
          )}
          {report.students.map((s) => (
            <tr key={s.id} className={s.removed ? 'removed-row' : undefined} data-student={s.username}>
              <th scope="row">{s.username}</th>
              <td>
                <StatusPill status={s.status} removed={s.removed} />
              </td>
              <td>{s.plays}</td>
              <td>
                {s.mastered} / {s.total}
              </td>
              <td>{s.attempts === 0 ? '—' : percentText(s.accuracy)}</td>
              <td>{s.timeMs === 0 ? '—' : durationText(s.timeMs)}</td>
              <td>{s.lastActivityAt === null ? '—' : relativeTime(s.lastActivityAt, now)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PairsTable({ report }: { report: AssignmentReport }) {
  const { t } = useLingui();
  return (
    <div className="table-scroll">
      <table className="report-table" data-testid="report-pairs">
        <caption>
          <Trans>Pairs</Trans>
        </caption>
        <HeadRow headers={[t`Pair`, t`Attempts`, t`Accuracy`, t`First-try rate`, t`Median time`, t`Most often chosen instead`]} />
        <tbody>
          {report.pairs.map((p) => (
            <tr key={`${p.left}\u0000${p.right}`} data-left={p.left} data-right={p.right}>
              <th scope="row">
                <ItemText item={p.left} /> ↔ <ItemText item={p.right} />
              </th>
              <td>{p.attempts}</td>
              <td>{p.attempts === 0 ? '—' : percentText(p.accuracy)}</td>
              <td>{p.attempts === 0 ? '—' : percentText(p.firstTryRate)}</td>
              <td>{p.medianMs === null ? '—' : durationText(p.medianMs)}</td>
              <td>
                {p.confusedWith === null ? (
                  '—'
                ) : (
                  <span className="confusion" data-testid="confusion">
                    <ItemText item={p.confusedWith.item} /> ({p.confusedWith.count}×)
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NeedsHelp({ report }: { report: AssignmentReport }) {
  const { students, pairs } = report.needsHelp;
  return (
    <section className="panel classes-section" aria-labelledby="needs-help-title" data-testid="needs-help">
      <h3 id="needs-help-title" className="section-title">
        <Trans>Needs help</Trans>
      </h3>
      <div className="needs-help">
        <div>
          <h4>
            <Trans>Furthest from the goal</Trans>
          </h4>
          {students.length === 0 ? (
            <p className="muted">
              <Trans>No one is behind near the due date.</Trans>
            </p>
          ) : (
            <ul>
              {students.map(({ id, username, mastered, total, plays }) => (
                <li key={id}>
                  <strong>{username}</strong>:{' '}
                  <Trans>
                    {mastered} of {total} pairs mastered, <Plural value={plays} one="# play" other="# plays" />
                  </Trans>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4>
            <Trans>Pairs most students keep missing</Trans>
          </h4>
          {pairs.length === 0 ? (
            <p className="muted">
              <Trans>No pair stands out.</Trans>
            </p>
          ) : (
            <ul>
              {pairs.map((p) => (
                <li key={`${p.left}\u0000${p.right}`}>
                  <strong>
                    <ItemText item={p.left} /> ↔ <ItemText item={p.right} />
                  </strong>
                  : <Plural value={p.students} one="# student" other="# students" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * /assignments/ID/report, the teacher's report (R-CLASS-7: live while open): each attempt a student makes is
 * pushed to the teacher's tabs, and the report reads itself again (at most once a second, however many play).
 */
export function ReportScreen({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useLingui();
  const load = useCallback(() => fetchReport(id), [id]);
  const { state, retry, refresh } = useServerData(load, t`Failed to load the report`);
  const now = useNow(30_000);
  useLiveRefresh(refresh, (event) => isAttemptOn(event, id));
  const report = state.status === 'ready' ? state.data : null;
  const gameName = report?.assignment.gameName;
  useTitle(gameName === undefined ? t`Report` : t`Report: ${gameName}`);

  if (!report) {
    return <LoadingScreen title={t`Report`} backLabel={t`Back`} onBack={onBack} state={state} onRetry={retry} what={t`the report`} />;
  }
  const a = report.assignment;
  const [goal, pairCount, due] = [goalText(a.goal), a.pairCount, formatDue(a.dueAt)];
  return (
    <div className="classes-screen" data-testid="assignment-report">
      <ScreenHead
        title={t`Report: ${gameName}`}
        subtitle={
          <>
            <span className="live-dot" aria-hidden="true" />
            <Trans>
              Live · {goal} · <Plural value={pairCount} one="# pair" other="# pairs" /> · due <time dateTime={a.dueAt}>{due}</time>
            </Trans>
            {a.acceptLate ? ` · ${t`late work accepted`}` : ''}
          </>
        }
        backLabel={t`Back`}
        onBack={onBack}
      >
        <CsvButton path={CSV_FILES.students(a.id)} fileName={`assignment-${a.id}-students.csv`} label={t`Students CSV`} />
        <CsvButton path={CSV_FILES.pairs(a.id)} fileName={`assignment-${a.id}-pairs.csv`} label={t`Students × pairs CSV`} />
        <AppLink to={classPaths.gradebook(a.classId)} className="btn btn-secondary">
          <Trans>Gradebook</Trans>
        </AppLink>
      </ScreenHead>
      <NeedsHelp report={report} />
      <section className="panel classes-section" aria-label={t`Per student`}>
        <StudentsTable report={report} now={now} />
      </section>
      <section className="panel classes-section" aria-label={t`Per pair`}>
        <PairsTable report={report} />
      </section>
    </div>
  );
}
