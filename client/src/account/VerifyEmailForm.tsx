import { Trans, useLingui } from '@lingui/react/macro';
import { CODE_TTL_MS, codeSchema, SUCCESS_POPUP_MS } from '@matchdrop/shared';
import { useRef, useState, type FormEvent } from 'react';
import { resendVerificationRequest, verifyEmailRequest } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import { useAccountUi, type AuthStep } from './account-ui';
import { useAuth } from './auth-context';
import { canResendVerification } from './countdown';
import { CodeCountdown, CodeField } from './fields';
import { useValueError } from '../lib/use-field-errors';
import { checkAndFocus, checkForm, settleCheck } from './form-errors';
import { useSecondsLeft } from './use-countdown';
import { useInitialFocus } from './use-initial-focus';

interface VerifyEmailFormProps {
  userId: number;
  email: string;
  /** Given back to the registration form by "Back to registration". */
  username?: string | undefined;
  justRegistered?: boolean | undefined;
  /** Opened by a login: the code the server says is out (a new one, an earlier one, or none). */
  login?: { codeSent: boolean; expiresInSeconds: number } | undefined;
  initialCode?: string | undefined;
  onStep: (step: AuthStep) => void;
}

/** R-AUTH-3, R-AUTH-4: the 6-digit code from the registration mail, its 10-minute countdown, resend after expiry. */
export function VerifyEmailForm({ userId, email, username, justRegistered, login, initialCode, onStep }: VerifyEmailFormProps) {
  const { acceptSession } = useAuth();
  const { closeAuth, showPopup } = useAccountUi();
  const [code, setCode] = useState(initialCode ?? '');
  const { error: codeError, show: showCodeError } = useValueError(code, (value) => checkForm(codeSchema, value).errors.form);
  const [resent, setResent] = useState(false);
  // The real remaining time of the code that is out: a login may find an earlier code, or none (Resend at once).
  const [deadline, setDeadline] = useState(() => Date.now() + (login ? login.expiresInSeconds * 1000 : CODE_TTL_MS));
  const remaining = useSecondsLeft(deadline);
  const codeRef = useRef<HTMLInputElement>(null);
  useInitialFocus(codeRef);
  const { t } = useLingui();

  const { busy, failure, submit, clearFailure } = useSubmit(
    async (verificationCode: string) => {
      const answer = await verifyEmailRequest(userId, verificationCode);
      acceptSession(answer);
      closeAuth();
      const name = answer.user.username;
      showPopup({ tone: 'success', title: t`Email verified`, message: t`Welcome, ${name}!`, durationMs: SUCCESS_POPUP_MS });
    },
    { failure: t`Verification failed`, onFailure: () => codeRef.current?.focus() },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAndFocus(codeSchema, code, [['form', codeRef]]);
    settleCheck(check, (errors) => showCodeError(errors.form), { submit, clearFailure });
  }

  function resend() {
    setResent(false);
    resendVerificationRequest(userId).then(
      () => {
        setDeadline(Date.now() + CODE_TTL_MS);
        setCode('');
        setResent(true);
        codeRef.current?.focus();
      },
      // R-AUTH-4: a failed resend is only logged.
      (error: unknown) => console.warn('Resending the verification code failed', error),
    );
  }

  const expired = canResendVerification(remaining);
  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      {justRegistered && <FormMessage tone="success" title={t`Registration successful`} />}
      <p className="account-lead">
        <VerifyLead email={email} login={login} />
      </p>
      <CodeField label={t`Verification code`} name="code" value={code} onValueChange={setCode} error={codeError} inputRef={codeRef} />
      <CodeCountdown remaining={remaining} expired={expired} />
      {resent && <FormMessage tone="success" title={t`A new code is on its way.`} />}
      <FormError title={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Verifying…` : t`Verify Email`}
      </button>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={resend} disabled={!expired}>
          <Trans>Resend code</Trans>
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onStep({ name: 'register', email, ...(username ? { username } : {}) })}>
          <Trans>Back to registration</Trans>
        </button>
      </div>
    </form>
  );
}

/** What the code step says of the code that is out: mailed now, mailed earlier, or none yet (whole sentences, for translators). */
function VerifyLead({ email, login }: Pick<VerifyEmailFormProps, 'email' | 'login'>) {
  const sent = !login || login.codeSent;
  const valid = !login || login.expiresInSeconds > 0;
  if (!valid) {
    return email ? (
      <Trans>
        Your email address is not verified yet: request a code for <strong>{email}</strong> with Resend code.
      </Trans>
    ) : (
      <Trans>Your email address is not verified yet: request a code for your email address with Resend code.</Trans>
    );
  }
  if (sent) {
    return email ? (
      <Trans>
        We sent a 6-digit code to <strong>{email}</strong>. Enter it below to finish creating your account.
      </Trans>
    ) : (
      <Trans>We sent a 6-digit code to your email address. Enter it below to finish creating your account.</Trans>
    );
  }
  return email ? (
    <Trans>
      Enter the 6-digit code we sent earlier to <strong>{email}</strong>. Enter it below to finish creating your account.
    </Trans>
  ) : (
    <Trans>Enter the 6-digit code we sent earlier to your email address. Enter it below to finish creating your account.</Trans>
  );
}
