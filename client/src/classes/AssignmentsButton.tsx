import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../ui/AppLink';
import { openAssignments } from './assignment-view';
import { classPaths } from './paths';
import { useMyAssignments } from './use-my-assignments';
import { IconWordCount } from '../ui/LineIcon';
import './assignments-button.css';

/** The header's "Assignments (N)": shown to a student while N assignments are still to do (the header shows an icon and N). */
export function AssignmentsButton() {
  const { t } = useLingui();
  const { state } = useMyAssignments();
  const open = state.status === 'ready' ? openAssignments(state.data).length : 0;
  if (open === 0) return null;
  const label = t`My assignments: ${open} to do`;
  // The header shows the icon and the count only (header.css): the tooltip says the rest to a pointer's user.
  return (
    <AppLink to={classPaths.myAssignments()} className="btn btn-secondary assignments-button" aria-label={label} title={label} data-testid="assignments-button">
      <IconWordCount
        icon={
          <>
            <rect x="5" y="4" width="14" height="17" rx="2" />
            <path d="M9 4V3h6v1M9 10l1.5 1.5L13 9M9 16h6" />
          </>
        }
        word={<Trans>Assignments</Trans>}
        wordClass="assignments-word"
        count={open}
      />
    </AppLink>
  );
}
