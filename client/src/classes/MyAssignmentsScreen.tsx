import { useTitle } from '../lib/navigation';
import { LoadStatus } from '../ui/LoadStatus';
import { MyAssignmentsList } from './MyAssignmentsList';
import { ScreenHead } from './ScreenHead';
import { useMyAssignments } from './use-my-assignments';

/** /assignments: the student's assignments on a page of their own (the header's button opens it). */
export function MyAssignmentsScreen({ onBack }: { onBack: () => void }) {
  const { state, retry } = useMyAssignments();
  useTitle('My assignments');
  return (
    <div className="classes-screen">
      <ScreenHead title="My assignments" subtitle="Practice your teachers set, due soon first." backLabel="Back" onBack={onBack} />
      <section className="panel classes-section" aria-label="Assignments">
        <LoadStatus state={state} onRetry={retry} what="your assignments" />
        {state.status === 'ready' && <MyAssignmentsList assignments={state.data} />}
      </section>
    </div>
  );
}
