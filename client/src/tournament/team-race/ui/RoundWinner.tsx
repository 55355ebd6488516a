import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamIdentity } from '@matchdrop/shared';
import { teamName } from '../team-names';

/** The round's winner, big in its colour and announced; or that the host ended the round without one. */
export function RoundWinner({ winner, round }: { winner: TeamIdentity | null; round: number }) {
  const { t } = useLingui();
  if (!winner) {
    return (
      <p className="round-winner" role="status">
        <Trans>Round {ph({ round })} ended without a winner.</Trans>
      </p>
    );
  }
  const name = teamName(winner, t);
  return (
    <p className="round-winner" role="status" style={{ background: winner.colour }} data-testid="round-winner">
      <Trans>
        The {ph({ name })} win round {ph({ round })}!
      </Trans>
    </p>
  );
}
