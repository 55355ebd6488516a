import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX, gameNameSchema, PANEL_CLOSE_MS, type GameData } from '@matchdrop/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createSavedGame, errorText, failureMessage, isSuspendedAnswer, type SavedGame } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { useAccountUi } from './account-ui';
import { TextField } from './fields';
import { useValueError } from '../lib/use-field-errors';
import { checkAndFocus, checkForm, settleCheck } from './form-errors';
import { useInitialFocus } from './use-initial-focus';

interface SaveGameDialogProps {
  data: GameData;
  suggestedName?: string;
  onSaved?: (game: SavedGame) => void;
  onClose: () => void;
}

/** The save-game name dialog (R-GAME-6, R-UI-6): private unless "public" is ticked; a 2-second popup confirms. */
export function SaveGameDialog({ data, suggestedName = '', onSaved, onClose }: SaveGameDialogProps) {
  const { showPopup } = useAccountUi();
  const [name, setName] = useState(suggestedName);
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const { error: nameError, show: showNameError } = useValueError(name, (value) => checkForm(gameNameSchema, value).errors.form);
  // Every way out closes the native dialog first (so focus returns to the opener), then tells the owner.
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const publicId = useId();
  useInitialFocus(nameRef);
  const { t } = useLingui();

  const { busy, failure, submit, clearFailure } = useSubmit(
    async (gameName: string) => {
      const trimmed = description.trim();
      const answer = await createSavedGame({ name: gameName, data, is_public: isPublic, ...(trimmed ? { description: trimmed } : {}) });
      // A suspended account is refused by the server, which knows the current state (R-SUSP-2).
      if (isSuspendedAnswer(answer) || !answer.dictionary) {
        const reason = errorText(answer) ?? t`the server did not return the game`;
        return t`Failed to save game: ${reason}`;
      }
      onSaved?.(answer.dictionary);
      setOpen(false);
      const saved = answer.dictionary.name;
      showPopup({ tone: 'success', title: t`Game saved`, message: t`"${saved}" is now in your saved games.`, durationMs: PANEL_CLOSE_MS });
    },
    {
      failure: (error) => {
        const reason = failureMessage(error, t`please try again`);
        return t`Failed to save game: ${reason}`;
      },
    },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(gameNameSchema, name, [['form', nameRef]]);
    settleCheck(check, (errors) => showNameError(errors.form), { submit, clearFailure });
  }

  return (
    <Modal open={open} title={t`Save Game`} onClose={() => setOpen(false)}>
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <TextField label={t`Game name`} name="gameName" value={name} onValueChange={setName} error={nameError} inputRef={nameRef} hint={t`Up to ${GAME_NAME_MAX} characters`} />
        <div className="field">
          <label htmlFor={descriptionId} className="field-label">
            <Trans>
              Description <span className="muted">(optional)</span>
            </Trans>
          </label>
          <textarea
            id={descriptionId}
            className="field-input"
            rows={2}
            maxLength={GAME_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <label className="checkbox" htmlFor={publicId}>
          <input id={publicId} type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
          <span>
            <Trans>
              Make this game public <span className="muted">(public games cannot be shared privately)</span>
            </Trans>
          </span>
        </label>
        <FormError title={failure} />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t`Saving…` : t`Save Game`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
