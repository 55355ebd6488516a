import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { User } from '../api';
import { wordShared } from '../i18n/shared-words';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { checkSuspensionReason } from './admin-forms';
import { suspendUser } from './admin-api';

interface SuspendModalProps {
  user: Pick<User, 'id' | 'username'> | null;
  onClose: () => void;
  onSuspended: (user: User) => void;
}

/** R-ADMIN-3, R-SUSP-4: suspending needs a reason (not blank once trimmed); it takes effect at once. */
export function SuspendModal({ user, onClose, onSuspended }: SuspendModalProps) {
  const { t } = useLingui();
  const username = user?.username;
  return (
    <Modal open={user !== null} title={username !== undefined ? t`Suspend ${username}` : t`Suspend user`} onClose={onClose}>
      {/* Keyed: another user starts from an empty form. */}
      <SuspendForm key={user?.id} user={user} onClose={onClose} onSuspended={onSuspended} />
    </Modal>
  );
}

function SuspendForm({ user, onClose, onSuspended }: SuspendModalProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const fieldId = useId();
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (userId: number, checkedReason: string) => {
      onSuspended(await suspendUser(userId, checkedReason));
    },
    { failure: t`Failed to suspend user` },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const checked = checkSuspensionReason(reason);
    if (!checked.ok) {
      setInvalid(wordShared(checked.error));
      clearFailure();
      return;
    }
    setInvalid(undefined);
    void submit(user.id, checked.value);
  }

  const error = invalid ?? failure;
  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <p className="account-lead">
        <Trans>The user is signed out at once and, when they log in again, sees this reason. They can still play built-in games and write to the administrators.</Trans>
      </p>
      <div className="field">
        <label className="field-label" htmlFor={fieldId}>
          <Trans>Reason (required)</Trans>
        </label>
        <textarea id={fieldId} className="field-input" value={reason} onChange={(e) => setReason(e.target.value)} required aria-invalid={error ? true : undefined} rows={3} />
      </div>
      <FormError title={error} />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn-danger-solid" disabled={busy}>
          {busy ? t`Suspending…` : t`Suspend User`}
        </button>
      </div>
    </form>
  );
}
