import { useEffect, type ReactNode } from 'react';
import { useAccountUi, type AuthStep } from '../account/account-ui';
import { useAuth } from '../account/auth-context';
import type { Route } from '../routes';

type AuthRoute = Extract<Route, { screen: 'reset-password' | 'verify-email' }>;

/**
 * The popup's step for an address: a mailed link (api/src/codes/mail.ts) fills in its code, so the user just
 * chooses the password or presses Verify; without one, the player types the code they got (a verification
 * follows the login of an unverified account).
 */
function stepOf(route: AuthRoute): AuthStep {
  if (route.screen === 'reset-password') {
    return route.request !== '' && route.code !== '' ? { name: 'forgot', link: { email: route.email, requestId: route.request, code: route.code } } : { name: 'forgot' };
  }
  return /^\d+$/.test(route.user) && route.code !== '' ? { name: 'verify', userId: Number(route.user), email: route.email, code: route.code } : { name: 'login' };
}

/** /reset-password and /verify-email: the account popup at that step, over the first page. */
export function AuthStepRoute({ route, home }: { route: AuthRoute; home: ReactNode }) {
  const { openAuth } = useAccountUi();
  const { user, ready } = useAuth();
  const loggedOut = ready && user === null;
  useEffect(() => {
    if (loggedOut) openAuth(stepOf(route));
    // The route is a fresh object each render: the popup opens once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedOut, openAuth]);
  return home;
}
