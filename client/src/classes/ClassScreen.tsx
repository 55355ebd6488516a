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
import './classes.css';

function TeacherAssignments({ assignments }: { assignments: AssignmentView[] }) {
  if (assignments.length === 0) return <p className="muted">No assignment yet: set one below.</p>;
  return (
    <ul className="assignment-list" aria-label="Assignments of the class">
      {assignments.map((a) => (
        <li key={a.id} className="assignment-card">
          <div>
            <h4>{a.gameName}</h4>
            <p className="assignment-card-meta">
              <span>{goalText(a.goal)}</span>
              <span>{a.pairCount} pairs per play</span>
              <span>
                Due <time dateTime={a.dueAt}>{formatDue(a.dueAt)}</time>
              </span>
              {a.acceptLate && <span>Late work accepted</span>}
            </p>
          </div>
          <AppLink to={classPaths.report(a.id)} className="btn btn-secondary" aria-label={`Report: ${a.gameName}`}>
            Report
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** /classes/ID: the teacher's class page (code, link, QR, roster, assignments), or a member's view of the class. */
export function ClassScreen({ id, onBack }: { id: number; onBack: () => void }) {
  const load = useCallback(() => fetchClass(id), [id]);
  const { state, retry, refresh, update } = useServerData<ClassDetailAnswer>(load, 'Failed to load the class');
  const detail = state.status === 'ready' ? state.data : null;
  useTitle(detail ? detail.class.name : 'Class');

  if (!detail) {
    return <LoadingScreen title="Class" backLabel="Back" onBack={onBack} state={state} onRetry={retry} what="the class" />;
  }
  const cls = detail.class;
  if (detail.students === undefined) return <MemberClassView detail={detail} onBack={onBack} />;
  return (
    <div className="classes-screen" data-testid="class-page">
      <ScreenHead
        title={cls.name}
        subtitle={cls.archived ? 'Archived: no one can join, and no new assignment can be set.' : 'You teach this class.'}
        backLabel="Back"
        onBack={onBack}
      >
        <AppLink to={classPaths.gradebook(cls.id)} className="btn btn-secondary">
          Gradebook
        </AppLink>
        {!cls.archived && <ArchiveButton cls={cls} onArchived={(archived) => update((d) => ({ ...d, class: archived }))} />}
      </ScreenHead>
      {!cls.archived && <ClassShare cls={cls} />}
      <section className="panel classes-section" aria-labelledby="class-assignments-title">
        <h3 id="class-assignments-title" className="section-title">
          Assignments
        </h3>
        <TeacherAssignments assignments={detail.assignments} />
      </section>
      {!cls.archived && <AssignmentForm classId={cls.id} onCreated={(a) => update((d) => ({ ...d, assignments: [...d.assignments, a] }))} />}
      <Roster classId={cls.id} students={detail.students} removed={detail.removed ?? []} onChanged={refresh} />
    </div>
  );
}
