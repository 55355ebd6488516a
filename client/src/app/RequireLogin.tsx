import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useAccountUi } from '../account/account-ui';
import { useAuth } from '../account/auth-context';
import { useNavigate } from '../lib/navigation';

interface RequireLoginProps {
  /** What the screen shows, for the visitor's notice ("Log in to see …"): "your dashboard", "the AI game creator", already translated. */
  what: string;
  children: ReactNode;
}

/**
 * A screen that needs an account. Opened by a visitor (a link, a reload after the session ended) it shows
 * the login, and the screen itself once logged in, at the same address. Logging out on it goes to the first page.
 */
export function RequireLogin({ what, children }: RequireLoginProps) {
  const { user, ready } = useAuth();
  const { openAuth } = useAccountUi();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [hadUser, setHadUser] = useState(false);
  if (user !== null && !hadUser) setHadUser(true);
  const loggedOut = ready && user === null;

  useEffect(() => {
    if (!loggedOut) return;
    if (hadUser) navigate('/', { replace: true });
    else openAuth({ name: 'login' });
  }, [loggedOut, hadUser, navigate, openAuth]);

  if (!ready) {
    return (
      <p className="panel muted" role="status">
        <Trans>Checking your session…</Trans>
      </p>
    );
  }
  if (user === null) {
    return (
      <section className="panel" aria-label={t`Log in required`} data-testid="login-required">
        <p className="notice" role="status">
          <Trans>Log in to see {what}.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={() => openAuth({ name: 'login' })}>
          <Trans>Log In</Trans>
        </button>
      </section>
    );
  }
  return children;
}
