import { Trans, useLingui } from '@lingui/react/macro';
import { PANEL_CLOSE_MS, SHARE_MESSAGE_MAX, shareRecipientSchema } from '@matchdrop/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorText, isSuspendedAnswer, shareGameRequest, type SavedGame } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { TextField } from './fields';
import { useValueError } from '../lib/use-field-errors';
import { checkAndFocus, checkForm, settleCheck } from './form-errors';
import { useCloseAfter } from './use-close-after';
import { useInitialFocus } from './use-initial-focus';

interface ShareGameFormProps {
  /** The game to share; null keeps the form closed. */
  game: SavedGame | null;
  onClose: () => void;
}

export function ShareGameForm({ game, onClose }: ShareGameFormProps) {
  const { t } = useLingui();
  const name = game?.name;
  return (
    <Modal open={game !== null} title={game ? t`Share "${name}"` : t`Share game`} onClose={onClose}>
      {game && <ShareBody key={game.id} game={game} onClose={onClose} />}
    </Modal>
  );
}

function ShareBody({ game, onClose }: { game: SavedGame; onClose: () => void }) {
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const { error: recipientError, show: showRecipientError } = useValueError(recipient, (value) => checkForm(shareRecipientSchema, value).errors.form);
  const [sharedWith, setSharedWith] = useState<string | null>(null);
  const recipientRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  useInitialFocus(recipientRef);
  const { t } = useLingui();
  const shareFailed = t`Failed to share game`;
  // R-SHARE-5: the success view closes itself after 2 seconds.
  useCloseAfter(sharedWith !== null, PANEL_CLOSE_MS, onClose);

  const { busy, failure, submit, clearFailure } = useSubmit(
    async (username: string) => {
      const answer = await shareGameRequest(game.id, username, message.trim());
      if (isSuspendedAnswer(answer)) return errorText(answer) ?? shareFailed;
      setSharedWith(username);
    },
    { failure: shareFailed },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(shareRecipientSchema, recipient, [['form', recipientRef]]);
    settleCheck(check, (errors) => showRecipientError(errors.form), { submit, clearFailure });
  }

  if (sharedWith !== null) {
    const gameName = game.name;
    return (
      <div className="share-success" role="status">
        <span className="timed-popup-icon" aria-hidden="true">
          ✓
        </span>
        <p className="timed-popup-text">
          <Trans>
            <strong>{gameName}</strong> was shared with <strong>{sharedWith}</strong>. They will see it in their notifications.
          </Trans>
        </p>
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <TextField label={t`Recipient username`} name="recipient" autoComplete="off" value={recipient} onValueChange={setRecipient} error={recipientError} inputRef={recipientRef} />
      <div className="field">
        <label htmlFor={messageId} className="field-label">
          <Trans>
            Message <span className="muted">(optional)</span>
          </Trans>
        </label>
        <textarea id={messageId} className="field-input" rows={3} maxLength={SHARE_MESSAGE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {failure && <FormError title={shareFailed} detail={failure} />}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t`Sharing…` : t`Share Game`}
        </button>
      </div>
    </form>
  );
}
