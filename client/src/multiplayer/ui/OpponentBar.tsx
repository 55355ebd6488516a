import { useLingui } from '@lingui/react/macro';

interface OpponentBarProps {
  name: string;
  matched: number;
  total: number;
  /** quit, disconnected, away, finished … or '' */
  note: string;
}

/** One opponent's matched pairs as a progress bar (a competitive room's opponents, a tournament heat's racers). */
export function OpponentBar({ name, matched, total, note }: OpponentBarProps) {
  const { t } = useLingui();
  const pairs = t`${matched} of ${total} pairs`;
  return (
    <li className="opponent" data-state={note || undefined}>
      <span className="opponent-name">
        {name}
        {note && <span className="opponent-note"> · {note}</span>}
      </span>
      <span
        role="progressbar"
        className="progress-track opponent-track"
        aria-label={t`${name}'s progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={matched}
        aria-valuetext={note ? t`${pairs}, ${note}` : pairs}
      >
        <span className="progress-fill" style={{ width: `${total > 0 ? (matched / total) * 100 : 0}%` }} />
      </span>
      <span className="opponent-count" aria-hidden="true">
        {matched}/{total}
      </span>
    </li>
  );
}
