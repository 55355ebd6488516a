import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

interface EndNowButtonProps {
  /** The button's words ("End tournament", "End race"). */
  label: ReactNode;
  /** The question's name for screen readers ("End the tournament now?"). */
  question: string;
  disabled: boolean;
  onEnd: () => void;
}

/** The host's End: asked once more ("End now? Yes, end it / No"), since a live event cannot be taken back. */
export function EndNowButton({ label, question, disabled, onEnd }: EndNowButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-secondary" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="projector-confirm" role="group" aria-label={question}>
      <span>
        <Trans>End now?</Trans>
      </span>
      <button
        type="button"
        className="btn btn-danger"
        onClick={() => {
          setAsking(false);
          onEnd();
        }}
      >
        <Trans>Yes, end it</Trans>
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
        <Trans>No</Trans>
      </button>
    </span>
  );
}
