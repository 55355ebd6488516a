import type { ClassDetailAnswer } from '@matchdrop/shared';
import { useState } from 'react';
import { useAuth } from '../account';
import { useNavigate } from '../lib/navigation';
import { useSubmit } from '../lib/use-submit';
import { classPaths } from './paths';
import { FormError } from '../ui/FormMessage';
import { LoadStatus } from '../ui/LoadStatus';
import { Modal } from '../ui/Modal';
import { removeStudent } from './classes-api';
import { MyAssignmentsList } from './MyAssignmentsList';
import { ScreenHead } from './ScreenHead';
import { useMyAssignments } from './use-my-assignments';

/** A student's view of a class: its teacher, their assignments in it, and Leave. */
export function MemberClassView({ detail, onBack }: { detail: ClassDetailAnswer; onBack: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const mine = useMyAssignments();
  const [asking, setAsking] = useState(false);
  const leave = useSubmit(
    async () => {
      if (!user) return;
      await removeStudent(detail.class.id, user.id);
      navigate(classPaths.dashboard(), { replace: true });
    },
    { failure: 'Failed to leave the class', stayBusy: true },
  );
  const cls = detail.class;
  return (
    <div className="classes-screen" data-testid="class-page">
      <ScreenHead title={cls.name} subtitle={`Teacher: ${cls.teacher}`} backLabel="Back" onBack={onBack}>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(true)}>
          Leave class
        </button>
      </ScreenHead>
      <section className="panel classes-section" aria-labelledby="member-assignments-title">
        <h3 id="member-assignments-title" className="section-title">
          Your assignments in this class
        </h3>
        <LoadStatus state={mine.state} onRetry={mine.retry} what="your assignments" />
        {mine.state.status === 'ready' && <MyAssignmentsList assignments={mine.state.data.filter((a) => a.classId === cls.id)} />}
      </section>
      <Modal open={asking} title="Leave class?" onClose={() => setAsking(false)}>
        <p>
          You will no longer see the assignments of <strong>{cls.name}</strong>. You can join again with the class code.
        </p>
        <FormError title={leave.failure} />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
            Stay
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={() => void leave.submit()} disabled={leave.busy}>
            Leave class
          </button>
        </div>
      </Modal>
    </div>
  );
}
