import type { ParticipantView } from '@matchdrop/shared';
import type { PlayerProgress } from '../state';
import { OpponentBar } from '../../multiplayer/ui/OpponentBar';

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
        return <OpponentBar key={o.user_id} name={o.username} matched={p?.matched ?? 0} total={total} note={note(p, o.disconnected)} />;
      })}
    </ul>
  );
}
