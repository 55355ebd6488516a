import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { EMAIL_REGISTERED } from './registration';
import { useInitialFocus } from './use-initial-focus';

interface EmailConflictProps {
  email: string;
  existingUsername: string | null;
  onUseAnotherEmail: () => void;
  onLogin: () => void;
}

/** R-AUTH-5: an e-mail conflict names the existing account and offers another address or a login. */
export function EmailConflict({ email, existingUsername, onUseAnotherEmail, onLogin }: EmailConflictProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useInitialFocus(headingRef);
  const { t } = useLingui();
  return (
    <div className="account-form" role="alert">
      <h3 className="conflict-title" ref={headingRef} tabIndex={-1}>
        {t(EMAIL_REGISTERED)}
      </h3>
      <p>
        {existingUsername ? (
          <>
            <Trans>
              <strong>{email}</strong> already belongs to the account <strong>{existingUsername}</strong>.
            </Trans>
          </>
        ) : (
          <>
            <Trans>
              <strong>{email}</strong> already belongs to an account.
            </Trans>
          </>
        )}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onUseAnotherEmail}>
          <Trans>Use another email</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={onLogin}>
          {existingUsername ? t`Log in as ${existingUsername}` : t`Log in`}
        </button>
      </div>
    </div>
  );
}
