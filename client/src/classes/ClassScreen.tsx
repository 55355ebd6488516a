import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignmentView, ClassDetailAnswer } from '@matchdrop/shared';
import { useCallback } from 'react';
import { useTitle } from '../lib/navigation';
import { useServerData } from '../lib/use-server-data';
import { classPaths } from './paths';
import { AppLink } from '../ui/AppLink';
import { AssignmentForm } from './AssignmentForm';
import { goalText } from './assignment-view';
import { fetchClass } from './classes-api';
import { ClassShare } from './ClassShare';
import { formatDue } from './due-date';
import { LoadingScreen } from './LoadingScreen';
import { MemberClassView } from './MemberClassView';
import { Roster } from './Roster';
import { ArchiveButton } from './ArchiveButton';
import { ScreenHead } from './ScreenHead';
import { isRosterOf } from './live';
import { useLiveRefresh } from './use-live-refresh';
import './classes.css';

function TeacherAssignments({ assignments }: { assignments: AssignmentView[] }) {
  const { t } = useLingui();
  if (assignments.length === 0)
    return (
      <p className="muted">
        <Trans>No assignment yet: set one below.</Trans>
      </p>
    );
  return (
    <ul className="assignment-list" aria-label={t`Assignments of the class`}>
      {assignments.map((a) => {
        const due = formatDue(a.dueAt);
        const name = a.gameName;
        return (
          <li key={a.id} className="assignment-card">
            <div>
              <h4>{a.gameName}</h4>
              <p className="assignment-card-meta">
                <span>{goalText(a.goal)}</span>
                <span>{plural(a.pairCount, { one: '# pair per play', other: '# pairs per play' })}</span>
                <span>
                  <Trans>
                    Due <time dateTime={a.dueAt}>{due}</time>
                  </Trans>
                </span>
                {a.acceptLate && (
                  <span>
                    <Trans>Late work accepted</Trans>
                  </span>
                )}
              </p>
            </div>
            <AppLink to={classPaths.report(a.id)} className="btn btn-secondary" aria-label={t`Report: ${name}`}>
              <Trans>Report</Trans>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

/** /classes/ID: the teacher's class page (code, link, QR, roster, assignments), or a member's view of the class. */
export function ClassScreen({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useLingui();
  const load = useCallback(() => fetchClass(id), [id]);
  const { state, retry, refresh, update } = useServerData<ClassDetailAnswer>(load, t`Failed to load the class`);
  const detail = state.status === 'ready' ? state.data : null;
  useTitle(detail ? detail.class.name : t`Class`);
  // R-CLASS-9: the roster is live while the page is open (a student joining from the projected QR code appears).
  useLiveRefresh(refresh, (event) => isRosterOf(event, id), detail?.students !== undefined);

  if (!detail) {
    return <LoadingScreen title={t`Class`} backLabel={t`Back`} onBack={onBack} state={state} onRetry={retry} what={t`the class`} />;
  }
  const cls = detail.class;
  if (detail.students === undefined) return <MemberClassView detail={detail} onBack={onBack} />;
  return (
    <div className="classes-screen" data-testid="class-page">
      <ScreenHead
        title={cls.name}
        subtitle={cls.archived ? t`Archived: no one can join, and no new assignment can be set.` : t`You teach this class.`}
        backLabel={t`Back`}
        onBack={onBack}
      >
        <AppLink to={classPaths.gradebook(cls.id)} className="btn btn-secondary">
          <Trans>Gradebook</Trans>
        </AppLink>
        {!cls.archived && <ArchiveButton cls={cls} onArchived={(archived) => update((d) => ({ ...d, class: archived }))} />}
      </ScreenHead>
      {!cls.archived && <ClassShare cls={cls} />}
      <section className="panel classes-section" aria-labelledby="class-assignments-title">
        <h3 id="class-assignments-title" className="section-title">
          <Trans>Assignments</Trans>
        </h3>
        <TeacherAssignments assignments={detail.assignments} />
      </section>
      {!cls.archived && <AssignmentForm classId={cls.id} onCreated={(a) => update((d) => ({ ...d, assignments: [...d.assignments, a] }))} />}
      <Roster classId={cls.id} students={detail.students} removed={detail.removed ?? []} onChanged={refresh} />
    </div>
  );
}
