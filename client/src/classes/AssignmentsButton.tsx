import { classPaths } from './paths';
import { AppLink } from '../ui/AppLink';
import { openAssignments } from './assignment-view';
import { useMyAssignments } from './use-my-assignments';

/** The header's "Assignments (N)": shown to a student while N assignments are still to do. */
export function AssignmentsButton() {
  const { state } = useMyAssignments();
  const open = state.status === 'ready' ? openAssignments(state.data).length : 0;
  if (open === 0) return null;
  return (
    <AppLink
      to={classPaths.myAssignments()}
      className="btn btn-secondary review-button assignments-button"
      aria-label={`My assignments: ${open} to do`}
      data-testid="assignments-button"
    >
      Assignments ({open})
    </AppLink>
  );
}
