import { PANEL_CLOSE_MS, SHARE_MESSAGE_MAX, shareRecipientSchema } from '@matchdrop/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorText, failureMessage, isSuspendedAnswer, shareGameRequest, type SavedGame } from '../api';
import { Modal } from '../ui/Modal';
import { FormMessage, TextField } from './fields';
import { checkForm } from './form-errors';
import { useCloseAfter } from './use-close-after';
import { useInitialFocus } from './use-initial-focus';

const SHARE_FAILED = 'Failed to share game';

interface ShareGameFormProps {
  /** The game to share; null keeps the form closed. */
  game: SavedGame | null;
  onClose: () => void;
}

export function ShareGameForm({ game, onClose }: ShareGameFormProps) {
  return (
    <Modal open={game !== null} title={game ? `Share "${game.name}"` : 'Share game'} onClose={onClose}>
      {game && <ShareBody key={game.id} game={game} onClose={onClose} />}
    </Modal>
  );
}

function ShareBody({ game, onClose }: { game: SavedGame; onClose: () => void }) {
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [recipientError, setRecipientError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sharedWith, setSharedWith] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recipientRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  useInitialFocus(recipientRef);
  // R-SHARE-5: the success view closes itself after 2 seconds.
  useCloseAfter(sharedWith !== null, PANEL_CLOSE_MS, onClose);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(shareRecipientSchema, recipient);
    setRecipientError(check.errors.form);
    setFailure(null);
    if (!check.ok) return recipientRef.current?.focus();
    setBusy(true);
    try {
      const answer = await shareGameRequest(game.id, check.data, message.trim());
      if (isSuspendedAnswer(answer)) setFailure(errorText(answer) ?? SHARE_FAILED);
      else setSharedWith(check.data);
    } catch (error) {
      setFailure(failureMessage(error, SHARE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  if (sharedWith !== null) {
    return (
      <div className="share-success" role="status">
        <span className="timed-popup-icon" aria-hidden="true">
          ✓
        </span>
        <p className="timed-popup-text">
          <strong>{game.name}</strong> was shared with <strong>{sharedWith}</strong>. They will see it in their notifications.
        </p>
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField label="Recipient username" name="recipient" autoComplete="off" value={recipient} onValueChange={setRecipient} error={recipientError} inputRef={recipientRef} />
      <div className="field">
        <label htmlFor={messageId} className="field-label">
          Message <span className="muted">(optional)</span>
        </label>
        <textarea id={messageId} className="field-input" rows={3} maxLength={SHARE_MESSAGE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {failure && <FormMessage tone="error" title={SHARE_FAILED} detail={failure} />}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Sharing…' : 'Share Game'}
        </button>
      </div>
    </form>
  );
}
