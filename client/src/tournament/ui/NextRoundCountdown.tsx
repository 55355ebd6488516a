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
    return <p className={className}>The next round starts by itself within {TOURNAMENT_AUTO_NEXT_SECONDS} s, or sooner if the host starts it.</p>;
  }
  return (
    <p className={className} role="timer" aria-live="off">
      Next round starts in <strong>{secondsUntil(nextRoundAt, now)} s</strong>
    </p>
  );
}
