import { useEffect, type ReactNode } from 'react';
import { useAccountUi, type AuthStep } from '../account/account-ui';
import { useAuth } from '../account/auth-context';

/**
 * /reset-password and /verify-email: the account popup at that step, over the first page. The codes come by
 * e-mail; the page is where a player who has one types it (a verification follows the login of an unverified account).
 */
export function AuthStepRoute({ step, home }: { step: AuthStep; home: ReactNode }) {
  const { openAuth } = useAccountUi();
  const { user, ready } = useAuth();
  const loggedOut = ready && user === null;
  useEffect(() => {
    if (loggedOut) openAuth(step);
    // The step is a fresh object each render: the popup opens once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedOut, openAuth]);
  return home;
}
