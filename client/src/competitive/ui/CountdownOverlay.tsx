import { useLingui } from '@lingui/react/macro';

/** R-ROOM-7: the countdown overlay (3, 2, 1, then GO!) over the lobby and the starting game. */
export function CountdownOverlay({ label }: { label: string }) {
  const { t } = useLingui();
  // The server counts '3', '2', '1', 'GO!': the digits read alike everywhere, GO! is worded here.
  const go = label === 'GO!';
  return (
    <div className="countdown-overlay" role="status" aria-live="assertive" data-testid="countdown">
      <span key={label} className="countdown-value" data-go={go ? 'true' : undefined}>
        {go ? t`GO!` : label}
      </span>
    </div>
  );
}
