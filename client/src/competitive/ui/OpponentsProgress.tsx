import { useLingui } from '@lingui/react/macro';
import { t as tNow } from '@lingui/core/macro';
import type { ParticipantView } from '@matchdrop/shared';
import type { PlayerProgress } from '../state';
import { OpponentBar } from '../../multiplayer/ui/OpponentBar';

interface OpponentsProgressProps {
  opponents: readonly ParticipantView[];
  progress: Readonly<Record<string, PlayerProgress>>;
  total: number;
}

function note(p: PlayerProgress | undefined, disconnected: boolean): string {
  if (p?.quit) return tNow`quit`;
  if (disconnected) return tNow`disconnected`;
  if (p?.finished) return tNow`finished`;
  return '';
}

/** R-UI-9 in-game overlay: each opponent's matched pairs as a progress bar. */
export function OpponentsProgress({ opponents, progress, total }: OpponentsProgressProps) {
  const { t } = useLingui();
  if (opponents.length === 0) return null;
  return (
    <ul className="opponents" aria-label={t`Opponents' progress`}>
      {opponents.map((o) => {
        const p = progress[o.user_id];
        return <OpponentBar key={o.user_id} name={o.username} matched={p?.matched ?? 0} total={total} note={note(p, o.disconnected)} />;
      })}
    </ul>
  );
}
