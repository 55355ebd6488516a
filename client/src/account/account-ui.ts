import { createContext, useContext } from 'react';

/** Which screen the account popup shows (R-AUTH-5, R-AUTH-6, R-AUTH-8). */
export type AuthStep =
  | { name: 'login'; username?: string }
  | { name: 'register'; username?: string; email?: string }
  | {
      name: 'verify';
      userId: number;
      email: string;
      username?: string;
      justRegistered?: boolean;
      /** From a login: whether that login mailed a new code, and how long the code out there is valid (0: none is). */
      login?: { codeSent: boolean; expiresInSeconds: number };
      /** The code filled in (a mailed link): the user just presses Verify. */
      code?: string;
    }
  | { name: 'forgot'; link?: ResetLink };

/** What the mailed reset link fills in: the user just chooses the new password. */
export interface ResetLink {
  email: string;
  requestId: string;
  code: string;
  /** When the code was sent (Date.now() ms), for its countdown. */
  sentAt: number;
}

/** A short popup that closes itself: login/registration/logout success or failure, saves (R-UI-6). */
export interface PopupRequest {
  tone: 'success' | 'error';
  title: string;
  message?: string;
  durationMs: number;
}

export interface AccountUi {
  openAuth(step?: AuthStep): void;
  closeAuth(): void;
  showPopup(popup: PopupRequest): void;
}

export const AccountUiContext = createContext<AccountUi | null>(null);

export function useAccountUi(): AccountUi {
  const value = useContext(AccountUiContext);
  if (value === null) throw new Error('useAccountUi must be used inside <AccountProvider>');
  return value;
}
