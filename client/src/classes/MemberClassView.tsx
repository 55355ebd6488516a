import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    { failure: t`Failed to leave the class`, stayBusy: true },
  );
  const cls = detail.class;
  const { name, teacher } = cls;
  return (
    <div className="classes-screen" data-testid="class-page">
      <ScreenHead title={cls.name} subtitle={t`Teacher: ${teacher}`} backLabel={t`Back`} onBack={onBack}>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(true)}>
          <Trans>Leave class</Trans>
        </button>
      </ScreenHead>
      <section className="panel classes-section" aria-labelledby="member-assignments-title">
        <h3 id="member-assignments-title" className="section-title">
          <Trans>Your assignments in this class</Trans>
        </h3>
        <LoadStatus state={mine.state} onRetry={mine.retry} what={t`your assignments`} />
        {mine.state.status === 'ready' && <MyAssignmentsList assignments={mine.state.data.filter((a) => a.classId === cls.id)} />}
      </section>
      <Modal open={asking} title={t`Leave class?`} onClose={() => setAsking(false)}>
        <p>
          <Trans>
            You will no longer see the assignments of <strong>{name}</strong>. You can join again with the class code.
          </Trans>
        </p>
        <FormError title={leave.failure} />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
            <Trans>Stay</Trans>
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={() => void leave.submit()} disabled={leave.busy}>
            <Trans>Leave class</Trans>
          </button>
        </div>
      </Modal>
    </div>
  );
}
