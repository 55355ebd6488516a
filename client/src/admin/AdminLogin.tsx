import { loginFormSchema, SUCCESS_POPUP_MS } from '@matchdrop/shared';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../api';
import { useAccountUi } from '../account/account-ui';
import { useAuth } from '../account/auth-context';
import { FormMessage, PasswordField, TextField } from '../account/fields';
import { Modal } from '../ui/Modal';
import { adminLoginRequest } from './admin-api';

const ADMIN_LOGIN_FAILED = 'Admin login failed';

interface AdminLoginProps {
  open: boolean;
  onClose: () => void;
  /** After a successful login (e.g. to open the dashboard). */
  onLoggedIn?: () => void;
}

/** R-AUTH-9: the separate admin login. Only administrator accounts get in. */
export function AdminLogin({ open, onClose, onLoggedIn }: AdminLoginProps) {
  const { acceptSession } = useAuth();
  const { showPopup } = useAccountUi();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await adminLoginRequest(parsed.data.username, parsed.data.password);
      acceptSession(answer);
      setPassword('');
      onClose();
      showPopup({ tone: 'success', title: 'Admin login successful', message: `Welcome, ${answer.user.username}!`, durationMs: SUCCESS_POPUP_MS });
      onLoggedIn?.();
    } catch (failure) {
      setPassword('');
      setError(failureMessage(failure, ADMIN_LOGIN_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title="Admin Login" onClose={onClose}>
      <form className="account-form" onSubmit={submit} noValidate aria-label="Admin login">
        <p className="account-lead">For administrators of MatchDrop only.</p>
        {error && <FormMessage tone="error" title={error} />}
        <TextField label="Admin username or email" value={username} onValueChange={setUsername} autoComplete="username" name="admin-username" />
        <PasswordField label="Password" value={password} onValueChange={setPassword} autoComplete="current-password" name="admin-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Logging in…' : 'Log In as Admin'}
        </button>
      </form>
    </Modal>
  );
}
