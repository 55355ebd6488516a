import { Trans } from '@lingui/react/macro';

interface PauseButtonProps {
  paused: boolean;
  onChange: (paused: boolean) => void;
  /** The game clock in whole seconds; it stands still while paused. */
  seconds: number;
}

/** m:ss */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * R-FIELD-10 (WCAG 2.2.2 Pause, Stop, Hide): free play's Pause / Resume and the game clock it stops. It sits in the toolbar, never over the
 * field, so nothing the player needs to go on is covered; the screen-reader announcement comes from GameScreen.
 */
export function PauseButton({ paused, onChange, seconds }: PauseButtonProps) {
  return (
    <div className="pause-control">
      <button type="button" className="btn btn-secondary pause-button" aria-keyshortcuts="P" onClick={() => onChange(!paused)}>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {paused ? <path d="M7 4.5v15l12.5-7.5z" /> : <path d="M6 4.5h4.5v15H6zM13.5 4.5H18v15h-4.5z" />}
        </svg>
        {/* On a phone the word is hidden but still the button's name (game-screen.css). */}
        <span className="pause-word">{paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}</span>
      </button>
      {/* A timer is not a live region: the time is read when the player asks, not every second. */}
      <span className="game-clock" role="timer" data-testid="game-clock">
        <span className="visually-hidden">
          <Trans>Time</Trans>{' '}
        </span>
        {formatClock(seconds)}
      </span>
    </div>
  );
}

interface PauseKeyInput {
  key: string;
  defaultPrevented: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/**
 * The pause keys of the game screen: P toggles, Escape pauses. Escape with an item in hand is the game area's (it puts
 * the item back, and marks the event handled); keys typed into a text field are the field's. Null: not a pause key.
 */
export function pauseKey(event: PauseKeyInput, paused: boolean): boolean | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target as { tagName?: string; type?: string } | null;
  if (target?.tagName === 'TEXTAREA' || (target?.tagName === 'INPUT' && target.type !== 'range' && target.type !== 'checkbox')) return null;
  if (event.key === 'p' || event.key === 'P') return !paused;
  if (event.key === 'Escape' && !paused) return true;
  return null;
}
