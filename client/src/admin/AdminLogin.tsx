import { loginFormSchema, SUCCESS_POPUP_MS } from '@matchdrop/shared';
import { useState, type FormEvent } from 'react';
import { useAccountUi, useAuth, PasswordField, TextField } from '../account';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
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
  const [invalid, setInvalid] = useState<string>();
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (credentials: { username: string; password: string }) => {
      const answer = await adminLoginRequest(credentials.username, credentials.password);
      acceptSession(answer);
      setPassword('');
      onClose();
      showPopup({ tone: 'success', title: 'Admin login successful', message: `Welcome, ${answer.user.username}!`, durationMs: SUCCESS_POPUP_MS });
      onLoggedIn?.();
    },
    { failure: ADMIN_LOGIN_FAILED, onFailure: () => setPassword('') },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse({ username, password });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      clearFailure();
      return;
    }
    setInvalid(undefined);
    void submit(parsed.data);
  }

  return (
    <Modal open={open} title="Admin Login" onClose={onClose}>
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-label="Admin login" aria-busy={busy}>
        <p className="account-lead">For administrators of MatchDrop only.</p>
        <FormError title={invalid ?? failure} />
        <TextField label="Admin username or email" value={username} onValueChange={setUsername} autoComplete="username" name="admin-username" />
        <PasswordField label="Password" value={password} onValueChange={setPassword} autoComplete="current-password" name="admin-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Logging in…' : 'Log In as Admin'}
        </button>
      </form>
    </Modal>
  );
}
