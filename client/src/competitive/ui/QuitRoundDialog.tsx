import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';

interface QuitRoundDialogProps {
  onQuit: () => void;
  onClose: () => void;
}

/** Stop & Quit Room during a running round asks first: quitting ends this round for the player and leaves the room. */
export function QuitRoundDialog({ onQuit, onClose }: QuitRoundDialogProps) {
  // Closing the native dialog first returns focus to the button that opened it; then the owner unmounts it.
  const [open, setOpen] = useState(true);
  const { t } = useLingui();
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);

  return (
    <Modal open={open} title={t`Quit this round?`} onClose={() => setOpen(false)}>
      <div className="account-form">
        <p>
          <Trans>You will leave the room and this round counts as not finished. The others play on.</Trans>
        </p>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            <Trans>Keep Playing</Trans>
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={onQuit}>
            <Trans>Quit Room</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
}
