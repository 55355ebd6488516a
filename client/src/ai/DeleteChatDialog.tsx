import type { AiSession } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { FormMessage } from '../account/fields';
import { Modal } from '../ui/Modal';
import type { Problem } from './ai-errors';

interface DeleteChatDialogProps {
  session: AiSession;
  /** Resolves to the problem when the delete failed, null when it went through. */
  onConfirm: () => Promise<Problem | null>;
  onClose: () => void;
}

/** Delete with confirmation: the conversation goes, games saved from it stay in the profile. */
export function DeleteChatDialog({ session, onConfirm, onClose }: DeleteChatDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // Closing the native dialog first returns focus to the button that opened it; then the owner unmounts it.
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);

  const confirm = async () => {
    setBusy(true);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setProblem(failure);
    else setOpen(false);
  };

  return (
    <Modal open={open} title="Delete conversation?" onClose={() => setOpen(false)}>
      <div className="account-form">
        <p>“{session.title}” and its messages will be deleted. Games you saved from it stay in your profile.</p>
        {problem && <FormMessage tone="error" title={problem.title} detail={problem.detail} />}
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger-solid" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
