import { emailSchema, newPasswordFormSchema } from '@matchdrop/shared';
import { useReducer, useRef, useState, type FormEvent } from 'react';
import { failureMessage, forgotPasswordRequest, resetPasswordRequest } from '../api';
import type { AuthStep } from './account-ui';
import { FormMessage, PasswordField, TextField } from './fields';
import { checkForm, type FieldErrors } from './form-errors';
import { forgotReducer, initialForgotState } from './forgot-flow';
import { ForgotCodeStep } from './ForgotCodeStep';
import { useInitialFocus } from './use-initial-focus';

const SEND_RESET_FAILED = 'Failed to send reset email';
const RESET_FAILED = 'Failed to reset password';

/** R-AUTH-6: the three-step forgot-password flow inside the account popup. */
export function ForgotPassword({ onStep }: { onStep: (step: AuthStep) => void }) {
  const [state, dispatch] = useReducer(forgotReducer, initialForgotState);
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
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  useInitialFocus(emailRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(emailSchema, email);
    setError(check.errors.form);
    setFailure(null);
    if (!check.ok) return emailRef.current?.focus();
    setBusy(true);
    try {
      const answer = await forgotPasswordRequest(check.data);
      onSent(check.data, answer.userId);
    } catch (err) {
      setFailure(failureMessage(err, SEND_RESET_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="account-lead">Enter the email address of your account and we will send you a 6-digit reset code.</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={error} inputRef={emailRef} />
      {failure && <FormMessage tone="error" title={SEND_RESET_FAILED} detail={failure} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Sending…' : 'Send Reset Code'}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        Back to login
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  useInitialFocus(passwordRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(newPasswordFormSchema, form);
    setErrors(check.errors);
    setFailure(null);
    if (!check.ok) return (check.errors.password ? passwordRef : confirmRef).current?.focus();
    setBusy(true);
    try {
      await onSubmit(check.data.password);
      onDone();
    } catch (err) {
      setFailure(failureMessage(err, RESET_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={form.password}
        onValueChange={(password) => setForm((f) => ({ ...f, password }))}
        error={errors.password}
        inputRef={passwordRef}
        hint="At least 6 characters"
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={(confirmPassword) => setForm((f) => ({ ...f, confirmPassword }))}
        error={errors.confirmPassword}
        inputRef={confirmRef}
      />
      {failure && <FormMessage tone="error" title={RESET_FAILED} detail={failure} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Saving…' : 'Reset Password'}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onBackToCode}>
        Back to the code
      </button>
    </form>
  );
}

function DoneStep({ onLogin }: { onLogin: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(buttonRef);
  return (
    <div className="account-form">
      <FormMessage tone="success" title="Your password has been reset." detail="Log in with your new password." />
      <button type="button" className="btn btn-primary btn-block" onClick={onLogin} ref={buttonRef}>
        Back to login
      </button>
    </div>
  );
}
