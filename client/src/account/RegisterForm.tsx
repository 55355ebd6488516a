import { Trans, useLingui } from '@lingui/react/macro';
import { PANEL_CLOSE_MS, PASSWORD_MIN, registerFormSchema, SUCCESS_POPUP_MS, USERNAME_MAX, USERNAME_MIN } from '@matchdrop/shared';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { useAccountUi, type AuthStep } from './account-ui';
import { useAuth } from './auth-context';
import { EmailConflict } from './EmailConflict';
import { PasswordField, TextField } from './fields';
import { useFieldErrors } from '../lib/use-field-errors';
import { checkAndFocus, checkForm, settleCheck } from './form-errors';
import { classifyRegistrationFailure, REGISTRATION_FAILED, USERNAME_TAKEN, USERNAME_TAKEN_HINT } from './registration';
import { useInitialFocus } from './use-initial-focus';

const FIELD_ORDER = ['username', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELD_ORDER)[number];

interface RegisterFormProps {
  initialUsername?: string | undefined;
  initialEmail?: string | undefined;
  onStep: (step: AuthStep) => void;
}

export function RegisterForm({ initialUsername = '', initialEmail = '', onStep }: RegisterFormProps) {
  const { register } = useAuth();
  const { closeAuth, showPopup } = useAccountUi();
  const [form, setForm] = useState<Record<Field, string>>({ username: initialUsername, email: initialEmail, password: '', confirmPassword: '' });
  const { errors, show: showErrors } = useFieldErrors(form, (values) => checkForm(registerFormSchema, values).errors);
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  // Separate refs rather than one object of refs: only then can React tell that render passes refs without reading them.
  const refOf = (field: Field): RefObject<HTMLInputElement | null> =>
    ({ username: usernameRef, email: emailRef, password: passwordRef, confirmPassword: confirmPasswordRef })[field];
  const focus = (field: Field) => refOf(field).current?.focus();
  useInitialFocus(usernameRef);
  const { t } = useLingui();

  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const { busy, failure, submit, clearFailure } = useSubmit(
    async ({ username, email, password }: { username: string; email: string; password: string }) => {
      const answer = await register({ username, email, password });
      if (answer.requiresVerification) {
        // The verification screen itself says the registration went through (a popup over it would take the focus).
        onStep({ name: 'verify', userId: answer.userId, email, username, justRegistered: true });
      } else {
        closeAuth();
        const name = answer.user.username;
        showPopup({ tone: 'success', title: t`Registration successful`, message: t`Welcome, ${name}!`, durationMs: SUCCESS_POPUP_MS });
      }
    },
    {
      failure: classifyRegistrationFailure,
      onFailure: (classified) => {
        if (classified.kind === 'username') focus('username');
        if (classified.kind === 'other') showPopup({ tone: 'error', title: t(REGISTRATION_FAILED), message: classified.message, durationMs: PANEL_CLOSE_MS });
      },
    },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const inputs = FIELD_ORDER.map((field) => [field, refOf(field)] as const);
    const check = checkAndFocus(registerFormSchema, form, inputs);
    settleCheck(check, showErrors, { submit, clearFailure });
  }

  if (failure?.kind === 'email') {
    return (
      <EmailConflict
        email={form.email.trim()}
        existingUsername={failure.existingUsername}
        onUseAnotherEmail={() => {
          clearFailure();
          setForm((current) => ({ ...current, email: '' }));
          // The form is back on screen at the next frame.
          requestAnimationFrame(() => focus('email'));
        }}
        onLogin={() => onStep({ name: 'login', username: failure.existingUsername ?? form.email.trim() })}
      />
    );
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <TextField
        label={t`Username`}
        name="username"
        autoComplete="username"
        value={form.username}
        onValueChange={set('username')}
        error={errors.username}
        inputRef={usernameRef}
        hint={t`${USERNAME_MIN}–${USERNAME_MAX} letters, numbers or underscores`}
      />
      {failure?.kind === 'username' && <FormError title={t(USERNAME_TAKEN)} detail={t(USERNAME_TAKEN_HINT)} />}
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" value={form.email} onValueChange={set('email')} error={errors.email} inputRef={emailRef} />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onValueChange={set('password')}
        error={errors.password}
        inputRef={passwordRef}
        hint={t`At least ${PASSWORD_MIN} characters`}
      />
      <PasswordField
        label={t`Confirm password`}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errors.confirmPassword}
        inputRef={confirmPasswordRef}
      />
      {failure?.kind === 'other' && <FormError title={t(REGISTRATION_FAILED)} detail={failure.message} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Creating account…` : t`Create Account`}
      </button>
      <p className="account-switch">
        <Trans>
          Already have an account?{' '}
          <button type="button" className="btn btn-ghost link-button" onClick={() => onStep({ name: 'login' })}>
            Log in
          </button>
        </Trans>
      </p>
    </form>
  );
}
