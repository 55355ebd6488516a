import { Trans, useLingui } from '@lingui/react/macro';
import { loginFormSchema, PANEL_CLOSE_MS, SUCCESS_POPUP_MS } from '@matchdrop/shared';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { useAccountUi, type AuthStep } from './account-ui';
import { useAuth } from './auth-context';
import { PasswordField, TextField } from './fields';
import { useFieldErrors } from '../lib/use-field-errors';
import { checkAndFocus, checkForm, settleCheck } from './form-errors';
import { useInitialFocus } from './use-initial-focus';

/** The 403 of an unverified account: whether the login mailed a new code, and the seconds the code out there has left. */
function loginVerification(error: unknown): { codeSent: boolean; expiresInSeconds: number } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { codeSent?: unknown; expiresInSeconds?: unknown } | null;
  return typeof body?.codeSent === 'boolean' && typeof body.expiresInSeconds === 'number' ? { codeSent: body.codeSent, expiresInSeconds: body.expiresInSeconds } : undefined;
}

/** The 403 of an account whose e-mail is not verified yet carries the id the verification screen needs. */
function unverifiedUserId(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const body = error.body as { requiresVerification?: unknown; userId?: unknown } | null;
  return body?.requiresVerification === true && typeof body.userId === 'number' ? body.userId : undefined;
}

interface LoginFormProps {
  initialUsername?: string | undefined;
  onStep: (step: AuthStep) => void;
}

export function LoginForm({ initialUsername = '', onStep }: LoginFormProps) {
  const { login } = useAuth();
  const { closeAuth, showPopup } = useAccountUi();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const { errors, show: showErrors } = useFieldErrors({ username, password }, (values) => checkForm(loginFormSchema, values).errors);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useInitialFocus(initialUsername ? passwordRef : usernameRef);
  const { t } = useLingui();
  const loginFailed = t`Login failed`;

  const { busy, failure, submit, clearFailure } = useSubmit(
    async (credentials: { username: string; password: string }) => {
      try {
        const answer = await login(credentials.username, credentials.password);
        // A suspended login succeeds too: the suspension modal opens instead of the welcome.
        setPassword('');
        closeAuth();
        if (!answer.suspended) {
          const name = answer.user.username;
          showPopup({ tone: 'success', title: t`Login successful`, message: t`Welcome back, ${name}!`, durationMs: SUCCESS_POPUP_MS });
        }
      } catch (error) {
        const userId = unverifiedUserId(error);
        if (userId === undefined) throw error;
        const verification = loginVerification(error);
        onStep({ name: 'verify', userId, email: credentials.username.includes('@') ? credentials.username : '', ...(verification ? { login: verification } : {}) });
      }
    },
    { failure: loginFailed, onFailure: (message) => showPopup({ tone: 'error', title: loginFailed, message, durationMs: PANEL_CLOSE_MS }) },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(loginFormSchema, { username, password }, [
      ['username', usernameRef],
      ['password', passwordRef],
    ]);
    settleCheck(check, showErrors, { submit, clearFailure });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <TextField label={t`Username or email`} name="username" autoComplete="username" value={username} onValueChange={setUsername} error={errors.username} inputRef={usernameRef} />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        inputRef={passwordRef}
      />
      <button type="button" className="btn btn-ghost link-button" onClick={() => onStep({ name: 'forgot' })}>
        <Trans>Forgot Password?</Trans>
      </button>
      {failure && <FormError title={loginFailed} detail={failure} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Logging in…` : t`Log In`}
      </button>
      <p className="account-switch">
        <Trans>
          No account yet?{' '}
          <button type="button" className="btn btn-ghost link-button" onClick={() => onStep({ name: 'register' })}>
            Create one
          </button>
        </Trans>
      </p>
    </form>
  );
}
