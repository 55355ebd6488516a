import type { ParticipantView } from '@matchdrop/shared';
import type { PlayerProgress } from '../state';

interface OpponentsProgressProps {
  opponents: readonly ParticipantView[];
  progress: Readonly<Record<string, PlayerProgress>>;
  total: number;
}

function note(p: PlayerProgress | undefined, disconnected: boolean): string {
  if (p?.quit) return 'quit';
  if (disconnected) return 'disconnected';
  if (p?.finished) return 'finished';
  return '';
}

/** R-UI-9 in-game overlay: each opponent's matched pairs as a progress bar. */
export function OpponentsProgress({ opponents, progress, total }: OpponentsProgressProps) {
  if (opponents.length === 0) return null;
  return (
    <ul className="opponents" aria-label="Opponents' progress">
      {opponents.map((o) => {
        const p = progress[o.user_id];
        const matched = p?.matched ?? 0;
        const extra = note(p, o.disconnected);
        return (
          <li key={o.user_id} className="opponent" data-state={extra || undefined}>
            <span className="opponent-name">
              {o.username}
              {extra && <span className="opponent-note"> · {extra}</span>}
            </span>
            <span
              role="progressbar"
              className="progress-track opponent-track"
              aria-label={`${o.username}'s progress`}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={matched}
              aria-valuetext={`${matched} of ${total} pairs${extra ? `, ${extra}` : ''}`}
            >
              <span className="progress-fill" style={{ width: `${total > 0 ? (matched / total) * 100 : 0}%` }} />
            </span>
            <span className="opponent-count" aria-hidden="true">
              {matched}/{total}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
