import { useLingui } from '@lingui/react/macro';
import { useTitle } from '../lib/navigation';
import { LoadStatus } from '../ui/LoadStatus';
import { MyAssignmentsList } from './MyAssignmentsList';
import { ScreenHead } from './ScreenHead';
import { useMyAssignments } from './use-my-assignments';

/** /assignments: the student's assignments on a page of their own (the header's button opens it). */
export function MyAssignmentsScreen({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const { state, retry } = useMyAssignments();
  useTitle(t`My assignments`);
  return (
    <div className="classes-screen">
      <ScreenHead title={t`My assignments`} subtitle={t`Practice your teachers set, due soon first.`} backLabel={t`Back`} onBack={onBack} />
      <section className="panel classes-section" aria-label={t`Assignments`}>
        <LoadStatus state={state} onRetry={retry} what={t`your assignments`} />
        {state.status === 'ready' && <MyAssignmentsList assignments={state.data} />}
      </section>
    </div>
  );
}
