import { Trans } from '@lingui/react/macro';
import { TOURNAMENT_AUTO_NEXT_SECONDS } from '@matchdrop/shared';
import { useNow } from '../../lib/use-now';
import { secondsUntil } from '../heat-progress';

interface NextRoundCountdownProps {
  /** Local clock: when the server starts the next round by itself; null when this screen missed the round's end (a reload). */
  nextRoundAt: number | null;
  className?: string;
}

/**
 * The countdown everyone gets between rounds: the server starts the next round by itself after
 * TOURNAMENT_AUTO_NEXT_SECONDS unless the host presses Next round first.
 */
export function NextRoundCountdown({ nextRoundAt, className = 'next-round-countdown' }: NextRoundCountdownProps) {
  const now = useNow(500, nextRoundAt !== null, nextRoundAt ?? Infinity);
  if (nextRoundAt === null) {
    return (
      <p className={className}>
        <Trans>The next round starts by itself within {TOURNAMENT_AUTO_NEXT_SECONDS} s, or sooner if the host starts it.</Trans>
      </p>
    );
  }
  const seconds = secondsUntil(nextRoundAt, now);
  return (
    <p className={className} role="timer" aria-live="off">
      <Trans>
        Next round starts in <strong>{seconds} s</strong>
      </Trans>
    </p>
  );
}
