import { Trans, useLingui } from '@lingui/react/macro';
import { emailSchema, newPasswordFormSchema, PASSWORD_MIN } from '@matchdrop/shared';
import { useReducer, useRef, useState, type FormEvent } from 'react';
import { forgotPasswordRequest, resetPasswordRequest } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import type { AuthStep, ResetLink } from './account-ui';
import { PasswordField, TextField } from './fields';
import { useFieldErrors, useValueError } from '../lib/use-field-errors';
import { checkAndFocus, checkForm, settleCheck } from './form-errors';
import { forgotReducer, forgotStateOf } from './forgot-flow';
import { ForgotCodeStep } from './ForgotCodeStep';
import { useInitialFocus } from './use-initial-focus';

/** R-AUTH-6: the three-step forgot-password flow inside the account popup. */
export function ForgotPassword({ link, onStep }: { link?: ResetLink | undefined; onStep: (step: AuthStep) => void }) {
  const [state, dispatch] = useReducer(forgotReducer, link, forgotStateOf);
  const toLogin = () => onStep({ name: 'login' });

  switch (state.step) {
    case 'email':
      return <EmailStep initialEmail={state.email} onSent={(email, requestId) => dispatch({ type: 'sent', email, requestId, at: Date.now() })} onCancel={toLogin} />;
    case 'code':
      return (
        <ForgotCodeStep
          email={state.email}
          sentAt={state.sentAt}
          requestId={state.requestId}
          initialCode={state.code}
          onResent={(requestId) => dispatch({ type: 'sent', email: state.email, requestId, at: Date.now() })}
          onCode={(code) => dispatch({ type: 'codeAccepted', code })}
          onChangeEmail={() => dispatch({ type: 'backTo', step: 'email' })}
        />
      );
    case 'reset':
      return (
        <ResetStep
          onSubmit={(password) => resetPasswordRequest(state.requestId ?? '', state.code, password)}
          onDone={() => dispatch({ type: 'reset' })}
          onBackToCode={() => dispatch({ type: 'backTo', step: 'code' })}
        />
      );
    case 'done':
      return <DoneStep onLogin={toLogin} />;
  }
}

function EmailStep({ initialEmail, onSent, onCancel }: { initialEmail: string; onSent: (email: string, requestId: string | number) => void; onCancel: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const { error, show: showError } = useValueError(email, (value) => checkForm(emailSchema, value).errors.form);
  const emailRef = useRef<HTMLInputElement>(null);
  useInitialFocus(emailRef);
  const { t } = useLingui();
  const sendFailed = t`Failed to send reset email`;
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (address: string) => {
      const answer = await forgotPasswordRequest(address);
      onSent(address, answer.userId);
    },
    { failure: sendFailed },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(emailSchema, email, [['form', emailRef]]);
    settleCheck(check, (errors) => showError(errors.form), { submit, clearFailure });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <p className="account-lead">
        <Trans>Enter the email address of your account and we will send you a 6-digit reset code.</Trans>
      </p>
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={error} inputRef={emailRef} />
      {failure && <FormError title={sendFailed} detail={failure} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Sending…` : t`Send Reset Code`}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        <Trans>Back to login</Trans>
      </button>
    </form>
  );
}

interface ResetStepProps {
  onSubmit: (password: string) => Promise<unknown>;
  onDone: () => void;
  onBackToCode: () => void;
}

function ResetStep({ onSubmit, onDone, onBackToCode }: ResetStepProps) {
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const { errors, show: showErrors } = useFieldErrors(form, (values) => checkForm(newPasswordFormSchema, values).errors);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  useInitialFocus(passwordRef);
  const { t } = useLingui();
  const resetFailed = t`Failed to reset password`;
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (password: string) => {
      await onSubmit(password);
      onDone();
    },
    { failure: resetFailed },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(newPasswordFormSchema, form, [
      ['password', passwordRef],
      ['confirmPassword', confirmRef],
    ]);
    settleCheck(check, showErrors, { submit: (data) => submit(data.password), clearFailure });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        value={form.password}
        onValueChange={(password) => setForm((f) => ({ ...f, password }))}
        error={errors.password}
        inputRef={passwordRef}
        hint={t`At least ${PASSWORD_MIN} characters`}
      />
      <PasswordField
        label={t`Confirm new password`}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={(confirmPassword) => setForm((f) => ({ ...f, confirmPassword }))}
        error={errors.confirmPassword}
        inputRef={confirmRef}
      />
      {failure && <FormError title={resetFailed} detail={failure} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Saving…` : t`Reset Password`}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onBackToCode}>
        <Trans>Back to the code</Trans>
      </button>
    </form>
  );
}

function DoneStep({ onLogin }: { onLogin: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(buttonRef);
  const { t } = useLingui();
  return (
    <div className="account-form">
      <FormMessage tone="success" title={t`Your password has been reset.`} detail={t`Log in with your new password.`} />
      <button type="button" className="btn btn-primary btn-block" onClick={onLogin} ref={buttonRef}>
        <Trans>Back to login</Trans>
      </button>
    </div>
  );
}
