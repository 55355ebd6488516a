import { Modal } from '../ui/Modal';
import type { PopupRequest } from './account-ui';

interface TimedPopupProps {
  popup: PopupRequest | null;
  onClose: () => void;
}

/** The popup itself; the provider closes it after its duration. Escape or Close end it early. */
export function TimedPopup({ popup, onClose }: TimedPopupProps) {
  return (
    <Modal open={popup !== null} title={popup?.title ?? ''} onClose={onClose}>
      {popup && (
        <div className={`timed-popup timed-popup-${popup.tone}`} role={popup.tone === 'error' ? 'alert' : 'status'}>
          <span className="timed-popup-icon" aria-hidden="true">
            {popup.tone === 'success' ? '✓' : '!'}
          </span>
          <p className="timed-popup-text">{popup.message ?? popup.title}</p>
        </div>
      )}
    </Modal>
  );
}
