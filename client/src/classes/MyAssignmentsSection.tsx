import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../ui/AppLink';
import { LoadStatus } from '../ui/LoadStatus';
import { classPaths } from './paths';
import { MyAssignmentsList } from './MyAssignmentsList';
import { useMyAssignments } from './use-my-assignments';
import './classes.css';

/** The dashboard's "My assignments": shown once the student has any (a teacher with none sees nothing here). */
export function MyAssignmentsSection() {
  const { t } = useLingui();
  const { state, retry } = useMyAssignments();
  if (state.status === 'ready' && state.data.length === 0) return null;
  return (
    <section className="panel classes-section" aria-labelledby="my-assignments-title" data-testid="my-assignments">
      <h3 id="my-assignments-title" className="section-title">
        <Trans>My assignments</Trans>{' '}
        <AppLink to={classPaths.myAssignments()} from="profile" className="muted">
          <Trans>(all)</Trans>
        </AppLink>
      </h3>
      <LoadStatus state={state} onRetry={retry} what={t`your assignments`} />
      {state.status === 'ready' && <MyAssignmentsList assignments={state.data} />}
    </section>
  );
}
