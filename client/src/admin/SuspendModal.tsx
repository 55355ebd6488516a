import { useId, useState, type FormEvent } from 'react';
import { failureMessage, type User } from '../api';
import { FormMessage } from '../account/fields';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  // Another user starts from an empty form (state adjusted while rendering, not in an effect: no stale frame).
  const userId = user?.id;
  const [formFor, setFormFor] = useState(userId);
  if (formFor !== userId) {
    setFormFor(userId);
    setReason('');
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const checked = checkSuspensionReason(reason);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onSuspended(await suspendUser(user.id, checked.value));
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to suspend user'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={user !== null} title={user ? `Suspend ${user.username}` : 'Suspend user'} onClose={onClose}>
      <form className="account-form" onSubmit={submit} noValidate>
        <p className="account-lead">
          The user is signed out at once and, when they log in again, sees this reason. They can still play built-in games and write to the administrators.
        </p>
        <div className="field">
          <label className="field-label" htmlFor={fieldId}>
            Reason (required)
          </label>
          <textarea id={fieldId} className="field-input" value={reason} onChange={(e) => setReason(e.target.value)} required aria-invalid={error ? true : undefined} rows={3} />
        </div>
        {error && <FormMessage tone="error" title={error} />}
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger-solid" disabled={busy}>
            {busy ? 'Suspending…' : 'Suspend User'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
