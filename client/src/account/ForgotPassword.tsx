import { emailSchema, newPasswordFormSchema } from '@matchdrop/shared';
import { useReducer, useRef, useState, type FormEvent } from 'react';
import { forgotPasswordRequest, resetPasswordRequest } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import type { AuthStep, ResetLink } from './account-ui';
import { PasswordField, TextField } from './fields';
import { checkAndFocus, settleCheck, type FieldErrors } from './form-errors';
import { forgotReducer, forgotStateOf } from './forgot-flow';
import { ForgotCodeStep } from './ForgotCodeStep';
import { useInitialFocus } from './use-initial-focus';

const SEND_RESET_FAILED = 'Failed to send reset email';
const RESET_FAILED = 'Failed to reset password';

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
  const [error, setError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  useInitialFocus(emailRef);
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (address: string) => {
      const answer = await forgotPasswordRequest(address);
      onSent(address, answer.userId);
    },
    { failure: SEND_RESET_FAILED },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(emailSchema, email, [['form', emailRef]]);
    settleCheck(check, (errors) => setError(errors.form), { submit, clearFailure });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <p className="account-lead">Enter the email address of your account and we will send you a 6-digit reset code.</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={error} inputRef={emailRef} />
      {failure && <FormError title={SEND_RESET_FAILED} detail={failure} />}
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
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  useInitialFocus(passwordRef);
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (password: string) => {
      await onSubmit(password);
      onDone();
    },
    { failure: RESET_FAILED },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(newPasswordFormSchema, form, [
      ['password', passwordRef],
      ['confirmPassword', confirmRef],
    ]);
    settleCheck(check, setErrors, { submit: (data) => submit(data.password), clearFailure });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
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
      {failure && <FormError title={RESET_FAILED} detail={failure} />}
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
