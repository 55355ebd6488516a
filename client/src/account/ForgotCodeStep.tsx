import { Trans, useLingui } from '@lingui/react/macro';
import { CODE_TTL_MS } from '@matchdrop/shared';
import { useRef, useState, type FormEvent } from 'react';
import { forgotPasswordRequest } from '../api';
import { useValueError } from '../lib/use-field-errors';
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import { canResendResetCode } from './countdown';
import { CodeCountdown, CodeField } from './fields';
import { checkCodeStep } from './forgot-flow';
import { useSecondsLeft } from './use-countdown';
import { useInitialFocus } from './use-initial-focus';

interface ForgotCodeStepProps {
  email: string;
  sentAt: number;
  requestId: string | number | null;
  /** The code accepted before "Back to the code", or the mailed link's. */
  initialCode: string;
  onResent: (requestId: string | number) => void;
  onCode: (code: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: the code from the mail (checked by the server at reset time); resend after 60 s. */
export function ForgotCodeStep({ email, sentAt, requestId, initialCode, onResent, onCode, onChangeEmail }: ForgotCodeStepProps) {
  const [code, setCode] = useState(initialCode);
  const { error, show: showError } = useValueError(code, (value) => {
    const check = checkCodeStep(value, requestId);
    return check.ok ? undefined : check.error;
  });
  const [resent, setResent] = useState(false);
  const remaining = useSecondsLeft(sentAt + CODE_TTL_MS);
  const codeRef = useRef<HTMLInputElement>(null);
  useInitialFocus(codeRef);
  const { t } = useLingui();
  const resendFailed = t`Failed to resend code`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkCodeStep(code, requestId);
    if (!check.ok) {
      showError(check.error);
      codeRef.current?.focus();
      return;
    }
    onCode(check.code);
  }

  const { busy, failure, submit } = useSubmit(
    async () => {
      const answer = await forgotPasswordRequest(email);
      setCode('');
      showError(undefined);
      setResent(true);
      onResent(answer.userId);
      codeRef.current?.focus();
    },
    { failure: resendFailed },
  );

  function resend() {
    setResent(false);
    void submit();
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <p className="account-lead">
        <Trans>
          If an account exists for <strong>{email}</strong>, a 6-digit reset code is on its way.
        </Trans>
      </p>
      <CodeField label={t`Reset code`} name="code" value={code} onValueChange={setCode} error={error} inputRef={codeRef} />
      <CodeCountdown remaining={remaining} expired={remaining <= 0} />
      {resent && <FormMessage tone="success" title={t`A new code has been sent.`} />}
      {failure && <FormError title={resendFailed} detail={failure} />}
      <button type="submit" className="btn btn-primary btn-block">
        <Trans>Continue</Trans>
      </button>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={resend} disabled={busy || !canResendResetCode(remaining)}>
          <Trans>Resend code</Trans>
        </button>
        <button type="button" className="btn btn-ghost" onClick={onChangeEmail}>
          <Trans>Use a different email</Trans>
        </button>
      </div>
    </form>
  );
}
