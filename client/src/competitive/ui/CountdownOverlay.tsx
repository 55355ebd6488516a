/** R-ROOM-7: the countdown overlay (3, 2, 1, then GO!) over the lobby and the starting game. */
export function CountdownOverlay({ label }: { label: string }) {
  return (
    <div className="countdown-overlay" role="status" aria-live="assertive" data-testid="countdown">
      <span key={label} className="countdown-value" data-go={label === 'GO!' ? 'true' : undefined}>
        {label}
      </span>
    </div>
  );
}
