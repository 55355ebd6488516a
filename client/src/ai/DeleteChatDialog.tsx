import { Trans, useLingui } from '@lingui/react/macro';
import type { AiSession } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { AI_ERRORS, problemOf } from './ai-errors';

interface DeleteChatDialogProps {
  session: AiSession;
  /** Deletes the conversation; a failure is thrown (and shown here). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Delete with confirmation: the conversation goes, games saved from it stay in the profile. */
export function DeleteChatDialog({ session, onConfirm, onClose }: DeleteChatDialogProps) {
  // Closing the native dialog first returns focus to the button that opened it; then the owner unmounts it.
  const [open, setOpen] = useState(true);
  const { t } = useLingui();
  const title = session.title;
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);

  const { busy, failure, submit } = useSubmit(
    async () => {
      await onConfirm();
      setOpen(false);
    },
    { failure: (error) => problemOf(AI_ERRORS.delete, error) },
  );

  return (
    <Modal open={open} title={t`Delete conversation?`} onClose={() => setOpen(false)}>
      <div className="account-form" aria-busy={busy}>
        <p>
          <Trans>“{title}” and its messages will be deleted. Games you saved from it stay in your profile.</Trans>
        </p>
        {failure && <FormError title={failure.title} detail={failure.detail} />}
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-danger-solid" disabled={busy} onClick={() => void submit()}>
            {busy ? t`Deleting…` : t`Delete`}
          </button>
        </div>
      </div>
    </Modal>
  );
}
