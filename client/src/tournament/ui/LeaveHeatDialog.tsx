import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';

interface LeaveHeatDialogProps {
  onLeave: () => void;
  onClose: () => void;
}

/** Back during a running heat asks first: leaving gives up the seat in this tab, as "Leave tournament" does. */
export function LeaveHeatDialog({ onLeave, onClose }: LeaveHeatDialogProps) {
  // Closing the native dialog first returns focus to where it was; then the owner unmounts it.
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);

  return (
    <Modal open={open} title="Leave the tournament?" onClose={() => setOpen(false)}>
      <div className="account-form">
        <p>You will leave this heat and the tournament. The others play on.</p>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            Keep Playing
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={onLeave}>
            Leave Tournament
          </button>
        </div>
      </div>
    </Modal>
  );
}
