import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

interface ProgressBarProps {
  matched: number;
  total: number;
}

/** Matched pairs out of the game's total, as a bar and as numbers. */
export function ProgressBar({ matched, total }: ProgressBarProps) {
  const { t } = useLingui();
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, (matched / total) * 100) : 0;
  return (
    <div className="progress">
      <div className="progress-top">
        <span id={labelId} className="progress-label">
          <Trans>Progress</Trans>
        </span>
        <span className="progress-count">
          <Trans>
            {matched} / {total} pairs
          </Trans>
        </span>
      </div>
      <div
        role="progressbar"
        className="progress-track"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={matched}
        aria-valuetext={t`${matched} of ${total} pairs matched`}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
