import { useLingui } from '@lingui/react/macro';
import type { AssignmentGoal, AssignmentStatus, GoalProgress } from '@matchdrop/shared';
import { goalProgressView, STATUS_LABEL, statusTone } from './assignment-view';

export function StatusPill({ status, removed = false }: { status: AssignmentStatus; removed?: boolean }) {
  const { t } = useLingui();
  return (
    <span className={`pill pill-${statusTone(status)}`} data-status={status}>
      {t(STATUS_LABEL[status])}
      {removed ? ` · ${t`removed`}` : ''}
    </span>
  );
}

/** Progress towards the goal: a thin bar with its words for screen readers, named by `label` (axe: aria-progressbar-name). */
export function GoalBar({ goal, progress, label }: { goal: AssignmentGoal; progress: GoalProgress; label: string }) {
  const view = goalProgressView(goal, progress);
  const percent = view.of === 0 ? 0 : Math.min(100, (view.done / view.of) * 100);
  return (
    <div className="goal-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={view.of} aria-valuenow={view.done} aria-valuetext={view.text}>
      <div className="goal-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
