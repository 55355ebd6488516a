import { CODE_TTL_MS } from '@matchdrop/shared';
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
function stepOf(route: AuthRoute, now: number): AuthStep {
  // The code's expiry (Unix seconds) keeps the countdown and Resend true for a link opened late; a full term without it.
  const expiresAt = /^\d+$/.test(route.expires) ? Number(route.expires) * 1000 : now + CODE_TTL_MS;
  if (route.screen === 'reset-password') {
    const link = { email: route.email, requestId: route.request, code: route.code, sentAt: expiresAt - CODE_TTL_MS };
    return route.request !== '' && route.code !== '' ? { name: 'forgot', link } : { name: 'forgot' };
  }
  const secondsLeft = Math.max(0, Math.round((expiresAt - now) / 1000));
  return /^\d+$/.test(route.user) && route.code !== ''
    ? { name: 'verify', userId: Number(route.user), email: route.email, code: route.code, login: { codeSent: secondsLeft > 0, expiresInSeconds: secondsLeft } }
    : { name: 'login' };
}

/** /reset-password and /verify-email: the account popup at that step, over the first page. */
export function AuthStepRoute({ route, home }: { route: AuthRoute; home: ReactNode }) {
  const { openAuth } = useAccountUi();
  const { user, ready } = useAuth();
  const loggedOut = ready && user === null;
  useEffect(() => {
    if (loggedOut) openAuth(stepOf(route, Date.now()));
    // The route is a fresh object each render: the popup opens once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedOut, openAuth]);
  return home;
}
