import { Trans, useLingui } from '@lingui/react/macro';
import { loginFormSchema, SUCCESS_POPUP_MS } from '@matchdrop/shared';
import { useState, type FormEvent } from 'react';
import { useAccountUi, useAuth, PasswordField, TextField } from '../account';
import { wordShared } from '../i18n/shared-words';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { adminLoginRequest } from './admin-api';

interface AdminLoginProps {
  open: boolean;
  onClose: () => void;
  /** After a successful login (e.g. to open the dashboard). */
  onLoggedIn?: () => void;
}

/** R-AUTH-9: the separate admin login. Only administrator accounts get in. */
export function AdminLogin({ open, onClose, onLoggedIn }: AdminLoginProps) {
  const { t } = useLingui();
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
      const { username } = answer.user;
      showPopup({ tone: 'success', title: t`Admin login successful`, message: t`Welcome, ${username}!`, durationMs: SUCCESS_POPUP_MS });
      onLoggedIn?.();
    },
    { failure: t`Admin login failed`, onFailure: () => setPassword('') },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse({ username, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setInvalid(issue === undefined ? undefined : wordShared(issue));
      clearFailure();
      return;
    }
    setInvalid(undefined);
    void submit(parsed.data);
  }

  return (
    <Modal open={open} title={t`Admin Login`} onClose={onClose}>
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-label={t`Admin login`} aria-busy={busy}>
        <p className="account-lead">
          <Trans>For administrators of MatchDrop only.</Trans>
        </p>
        <FormError title={invalid ?? failure} />
        <TextField label={t`Admin username or email`} value={username} onValueChange={setUsername} autoComplete="username" name="admin-username" />
        <PasswordField label={t`Password`} value={password} onValueChange={setPassword} autoComplete="current-password" name="admin-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t`Logging in…` : t`Log In as Admin`}
        </button>
      </form>
    </Modal>
  );
}
