import { useLingui } from '@lingui/react/macro';
import { secondsLeftLabel } from '../time-left';

/** The round's time left, as the in-game overlay shows it (the server ends the round at the limit for everyone). */
export function TimeLeft({ endsAt, now }: { endsAt: number; now: number }) {
  const { t } = useLingui();
  const { label, urgent } = secondsLeftLabel(endsAt, now);
  return (
    <span className="ingame-time" data-urgent={urgent ? 'true' : undefined} role="timer" aria-label={t`Time left ${label}`}>
      ⏱ {label}
    </span>
  );
}
