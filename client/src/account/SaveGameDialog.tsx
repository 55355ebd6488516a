import { Trans, useLingui } from '@lingui/react/macro';
import { exportRows, GAME_DESCRIPTION_MAX, GAME_NAME_MAX, gameNameSchema, NO_SIDE_LANGUAGES, PANEL_CLOSE_MS, type GameData, type SideLanguages } from '@matchdrop/shared';
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
import { PairsEditor } from '../pictures/PairsEditor';
import { checkPairRows, type PairRow } from '../pictures/pair-rows';

/** The pairs to save: as uploaded while the dialog's pair table is untouched, else the table's (checked like upload). */
/** The upload's pairs as the editor's rows, until the editor changes one. */
const uploadedRows = (data: GameData): PairRow[] => exportRows(data).map(([a, b]): PairRow => [a, b]);

function pairsToSave(data: GameData, rows: readonly PairRow[] | null): { data: GameData } | { error: string } {
  if (rows === null) return { data };
  const check = checkPairRows(rows);
  return check.ok ? { data: check.data } : { error: check.error };
}

interface SaveGameDialogProps {
  data: GameData;
  suggestedName?: string;
  onSaved?: (game: SavedGame) => void;
  onClose: () => void;
}

/**
 * The save-game name dialog (R-GAME-6, R-UI-6): private unless "public" is ticked; a 2-second popup confirms. Its
 * "Pairs, pictures and languages" part edits the uploaded pairs before the save (R-PIC-21, R-PIC-18).
 */
export function SaveGameDialog({ data, suggestedName = '', onSaved, onClose }: SaveGameDialogProps) {
  const { showPopup } = useAccountUi();
  const [name, setName] = useState(suggestedName);
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  // Null until the pair table is changed: an untouched upload is saved exactly as it came.
  const [rows, setRows] = useState<PairRow[] | null>(null);
  const [languages, setLanguages] = useState<SideLanguages>(NO_SIDE_LANGUAGES);
  const [pairsError, setPairsError] = useState<string | null>(null);
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
      const pairs = pairsToSave(data, rows);
      if ('error' in pairs) return pairs.error;
      const hasLanguages = languages.left !== '' || languages.right !== '';
      const answer = await createSavedGame({
        name: gameName,
        data: pairs.data,
        is_public: isPublic,
        ...(trimmed ? { description: trimmed } : {}),
        ...(hasLanguages ? { languages } : {}),
      });
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
    const pairs = pairsToSave(data, rows);
    setPairsError('error' in pairs ? pairs.error : null);
    if ('error' in pairs) return;
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
        <details className="save-pairs">
          <summary>
            <Trans>Pairs, pictures and languages</Trans>
          </summary>
          <PairsEditor
            rows={rows ?? uploadedRows(data)}
            languages={languages}
            onRowsChange={(change) => setRows((current) => change(current ?? uploadedRows(data)))}
            onLanguagesChange={setLanguages}
          />
        </details>
        <FormError title={pairsError ?? failure} />
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
