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
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);

  return (
    <Modal open={open} title="Quit this round?" onClose={() => setOpen(false)}>
      <div className="account-form">
        <p>You will leave the room and this round counts as not finished. The others play on.</p>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            Keep Playing
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={onQuit}>
            Quit Room
          </button>
        </div>
      </div>
    </Modal>
  );
}
