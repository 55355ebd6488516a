import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { SavedGame } from '../api';
import { Modal } from '../ui/Modal';
import { useInitialFocus } from './use-initial-focus';

interface DeleteGameDialogProps {
  game: SavedGame | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete with confirmation (R-GAME-7); focus starts on Cancel, the harmless choice. */
export function DeleteGameDialog({ game, busy, onConfirm, onCancel }: DeleteGameDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={game !== null} title={t`Delete game?`} onClose={onCancel}>
      {game && <DeleteBody game={game} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
    </Modal>
  );
}

function DeleteBody({ game, busy, onConfirm, onCancel }: DeleteGameDialogProps & { game: SavedGame }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(cancelRef);
  const { t } = useLingui();
  const name = game.name;
  return (
    <>
      <p>
        <Trans>
          <strong>{name}</strong> will be removed from your saved games. This cannot be undone.
        </Trans>
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} ref={cancelRef}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn-danger-solid" onClick={onConfirm} disabled={busy}>
          {busy ? t`Deleting…` : t`Delete Game`}
        </button>
      </div>
    </>
  );
}
