import { currentLocale } from '../i18n/catalogs';
import { followAccountLocale } from './account-locale';
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useReducer, type ReactNode } from 'react';
import { ApiError, apiClient, fetchProfile, loginRequest, registerRequest, type LoginAnswer, type RegisterAnswer, type SessionAnswer, type User } from '../api';
import { authReducer, initialAuthState, suspensionFromLogin, type Suspension } from './auth-state';

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** False while a stored session is being checked at start. */
  ready: boolean;
  /** Set while the signed-in account is suspended, or (with no user) after a suspension ended the session. */
  suspension: Suspension | null;
  suspensionNoticeOpen: boolean;
  /** Throws an ApiError when the login is refused; a suspended login resolves (flagged). */
  login(username: string, password: string): Promise<LoginAnswer>;
  /** Signs in at once when the server skips e-mail verification. */
  register(form: { username: string; email: string; password: string }): Promise<RegisterAnswer>;
  /** Signs in with a session the server handed out (after e-mail verification). */
  acceptSession(answer: SessionAnswer): void;
  logout(): void;
  refreshProfile(): Promise<void>;
  setSuspensionNoticeOpen(open: boolean): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** R-API-8: using the auth context outside its provider is an error. */
export function requireAuthContext(value: AuthContextValue | null): AuthContextValue {
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useAuth(): AuthContextValue {
  return requireAuthContext(useContext(AuthContext));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, null, () => initialAuthState(apiClient.readToken()));

  // On start, a stored token is only trusted once its profile loads; otherwise it is dropped.
  // Read when the effect runs (on start): later sign-ins set `ready` themselves.
  const readyOnStart = useEffectEvent(() => state.ready);
  useEffect(() => {
    if (readyOnStart()) return;
    let cancelled = false;
    fetchProfile().then(
      (user) => {
        if (cancelled) return;
        dispatch({ type: 'restored', user });
        followAccountLocale(user);
      },
      (error: unknown) => {
        if (cancelled) return;
        apiClient.clearToken();
        dispatch({ type: 'restoreFailed', refusal: error instanceof ApiError ? error.body : null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // A 401 on any call ends the session (http.ts has already cleared the token); one saying the
  // account is suspended opens the notice with the reason.
  useEffect(() => apiClient.onUnauthorized((_message, refusal) => dispatch({ type: 'sessionRefused', refusal })), []);

  const acceptSession = useCallback((answer: SessionAnswer, suspension: Suspension | null = null) => {
    apiClient.writeToken(answer.token);
    dispatch({ type: 'signedIn', token: answer.token, user: answer.user, suspension });
    // A login, a verification or a registration that signs in at once: the interface follows the account's language.
    followAccountLocale(answer.user);
  }, []);

  const login = useCallback(
    async (username: string, password: string) => {
      const answer = await loginRequest(username, password);
      acceptSession(answer, suspensionFromLogin(answer));
      return answer;
    },
    [acceptSession],
  );

  const register = useCallback(
    async (form: { username: string; email: string; password: string }) => {
      const answer = await registerRequest({ ...form, locale: currentLocale() });
      if (!answer.requiresVerification && 'token' in answer) acceptSession(answer);
      return answer;
    },
    [acceptSession],
  );

  const logout = useCallback(() => {
    apiClient.clearToken();
    dispatch({ type: 'signedOut' });
  }, []);

  const refreshProfile = useCallback(async () => {
    dispatch({ type: 'profileRefreshed', user: await fetchProfile() });
  }, []);

  const setSuspensionNoticeOpen = useCallback((open: boolean) => dispatch({ type: 'suspensionNotice', open }), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      register,
      acceptSession: (answer) => acceptSession(answer),
      logout,
      refreshProfile,
      setSuspensionNoticeOpen,
    }),
    [state, login, register, acceptSession, logout, refreshProfile, setSuspensionNoticeOpen],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
