import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);

  return (
    <Modal open={open} title={t`Leave the tournament?`} onClose={() => setOpen(false)}>
      <div className="account-form">
        <p>
          <Trans>You will leave this heat and the tournament. The others play on.</Trans>
        </p>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            <Trans>Keep Playing</Trans>
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={onLeave}>
            <Trans>Leave Tournament</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
}
