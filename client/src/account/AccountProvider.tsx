import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AccountUiContext, type AccountUi, type AuthStep, type PopupRequest } from './account-ui';
import { AuthProvider, useAuth } from './auth-context';
import { AuthDialog, SuspensionModal } from './lazy';
// On the first page, not a lazy chunk: a notice must show the moment it is asked for (a chunk still loading put the
// login's popup, and its modal's inert background, over the screen the player had gone on to type in).
import { TimedPopup } from './TimedPopup';
import { UnreadProvider } from './unread-context';
import './account.css';

/** Everything account-related the app needs, and the popups that can open over any screen. */
export function AccountProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <UnreadProvider>
        <AccountLayer>{children}</AccountLayer>
      </UnreadProvider>
    </AuthProvider>
  );
}

function AccountLayer({ children }: { children: ReactNode }) {
  const { suspensionNoticeOpen } = useAuth();
  const [authStep, setAuthStep] = useState<AuthStep | null>(null);
  const [popup, setPopup] = useState<PopupRequest | null>(null);

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(null), popup.durationMs);
    return () => clearTimeout(timer);
  }, [popup]);

  const openAuth = useCallback((step: AuthStep = { name: 'login' }) => setAuthStep(step), []);
  const closeAuth = useCallback(() => setAuthStep(null), []);
  const showPopup = useCallback((request: PopupRequest) => setPopup(request), []);
  const ui = useMemo<AccountUi>(() => ({ openAuth, closeAuth, showPopup }), [openAuth, closeAuth, showPopup]);

  return (
    <AccountUiContext value={ui}>
      {children}
      <AuthDialog step={authStep} onStep={setAuthStep} onClose={closeAuth} />
      <SuspensionModal open={suspensionNoticeOpen} />
      <TimedPopup popup={popup} onClose={() => setPopup(null)} />
    </AccountUiContext>
  );
}
