import { useLingui } from '@lingui/react/macro';

interface StepIndicatorProps {
  /** 1-based. */
  current: number;
  labels: readonly string[];
}

export function StepIndicator({ current, labels }: StepIndicatorProps) {
  const { t } = useLingui();
  const count = labels.length;
  return (
    <ol className="step-indicator" aria-label={t`Step ${current} of ${count}`}>
      {labels.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li key={label} className="step" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="step-dot" aria-hidden="true">
              {number}
            </span>
            <span className="step-label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
