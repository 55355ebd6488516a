import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';

/**
 * Leaving a race that the others play on asks first: Keep Playing, or leave. A competitive round (Stop & Quit Room)
 * counts as not finished and the player leaves the room; a tournament heat (Back) gives up the seat in this tab,
 * as "Leave tournament" does.
 */
export function LeaveRaceDialog({ race, onLeave, onClose }: { race: 'round' | 'heat'; onLeave: () => void; onClose: () => void }) {
  // Closing the native dialog first returns focus to the button that opened it; then the owner unmounts it.
  const [open, setOpen] = useState(true);
  const { t } = useLingui();
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);
  const round = race === 'round';

  return (
    <Modal open={open} title={round ? t`Quit this round?` : t`Leave the tournament?`} onClose={() => setOpen(false)}>
      <div className="account-form">
        <p>
          {round ? (
            <Trans>You will leave the room and this round counts as not finished. The others play on.</Trans>
          ) : (
            <Trans>You will leave this heat and the tournament. The others play on.</Trans>
          )}
        </p>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            <Trans>Keep Playing</Trans>
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={onLeave}>
            {round ? <Trans>Quit Room</Trans> : <Trans>Leave Tournament</Trans>}
          </button>
        </div>
      </div>
    </Modal>
  );
}
