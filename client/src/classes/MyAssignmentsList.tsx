import { Trans, useLingui } from '@lingui/react/macro';
import type { MyAssignment } from '@matchdrop/shared';
import { useNow } from '../lib/use-now';
import { useSubmit } from '../lib/use-submit';
import { useNavigate } from '../lib/navigation';
import { classPaths } from './paths';
import { FormError } from '../ui/FormMessage';
import { ACTION_LABEL, assignmentAction, goalProgressView, goalText } from './assignment-view';
import { startPlay } from './classes-api';
import { dueDistance, formatDue } from './due-date';
import { GoalBar, StatusPill } from './StatusPill';

/** R-CLASS-6: the student's assignments, due soon first: the goal, progress towards it, the due date, Play or Continue. */
export function MyAssignmentsList({ assignments }: { assignments: readonly MyAssignment[] }) {
  const { t } = useLingui();
  const now = useNow(60_000);
  const navigate = useNavigate();
  const start = useSubmit(
    async (a: MyAssignment) => {
      const playId = a.openPlayId ?? (await startPlay(a.id)).id;
      navigate(classPaths.play(playId));
    },
    { failure: t`Failed to start the assignment`, stayBusy: true },
  );
  if (assignments.length === 0)
    return (
      <p className="muted">
        <Trans>No assignments for now. When your teacher sets one, it shows here.</Trans>
      </p>
    );
  return (
    <>
      <FormError title={start.failure} />
      <ul className="assignment-list" aria-label={t`My assignments`}>
        {assignments.map((a) => {
          const action = assignmentAction(a);
          const due = formatDue(a.dueAt);
          const distance = dueDistance(a.dueAt, now);
          const name = a.gameName;
          return (
            <li key={a.id} className="assignment-card" data-testid="my-assignment">
              <div>
                <h4>{a.gameName}</h4>
                <p className="assignment-card-meta">
                  <span>{a.className}</span>
                  <span>{goalText(a.goal)}</span>
                  <span>
                    <Trans>
                      Due <time dateTime={a.dueAt}>{due}</time> ({distance})
                    </Trans>
                  </span>
                </p>
                <p className="assignment-card-meta">
                  <StatusPill status={a.status} />
                  <span>{goalProgressView(a.goal, a.progress).text}</span>
                  {a.acceptLate && (
                    <span>
                      <Trans>Late work accepted</Trans>
                    </span>
                  )}
                </p>
              </div>
              {action && (
                <button
                  type="button"
                  className={`btn ${action === 'Practise again' ? 'btn-secondary' : 'btn-primary'}`}
                  disabled={start.busy}
                  onClick={() => void start.submit(a)}
                  aria-label={`${t(ACTION_LABEL[action])}: ${a.gameName}`}
                >
                  {t(ACTION_LABEL[action])}
                </button>
              )}
              <GoalBar goal={a.goal} progress={a.progress} label={t`Progress: ${name}`} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
