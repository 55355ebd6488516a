import { DEFAULT_SUSPENSION_REASON } from '@matchdrop/shared';
import { isSuspendedAnswer, type LoginAnswer, type User } from '../api';

/** What a suspended account is told (R-SUSP-1). */
export interface Suspension {
  reason: string;
  /** The admins' latest message, sent with a suspended login. */
  adminMessage: string | null;
}

export interface AuthState {
  user: User | null;
  token: string | null;
  /** False only while a stored token's profile is being fetched at start. */
  ready: boolean;
  /**
   * The signed-in account's suspension; with no user, the suspension that just ended the session
   * (the notice then offers to log in instead of the conversation).
   */
  suspension: Suspension | null;
  /** The suspension modal: opened by a suspended login or a session ended by a suspension, or on demand. */
  suspensionNoticeOpen: boolean;
}

export type AuthAction =
  | { type: 'restored'; user: User }
  /** The stored token's profile could not be loaded; `refusal` is the answer body when the server refused it. */
  | { type: 'restoreFailed'; refusal?: unknown }
  /** A 401 on any call ended the session (http.ts has cleared the token); `refusal` is its answer body. */
  | { type: 'sessionRefused'; refusal: unknown }
  | { type: 'signedIn'; token: string; user: User; suspension: Suspension | null }
  | { type: 'signedOut' }
  | { type: 'profileRefreshed'; user: User }
  | { type: 'suspensionNotice'; open: boolean };

/** With a stored token the app waits for its profile before it shows who is logged in. */
export function initialAuthState(storedToken: string | null): AuthState {
  return { user: null, token: storedToken, ready: storedToken === null, suspension: null, suspensionNoticeOpen: false };
}

function suspensionFromUser(user: User): Suspension | null {
  return user.is_suspended ? { reason: user.suspension_reason || DEFAULT_SUSPENSION_REASON, adminMessage: null } : null;
}

/** A suspended login succeeds but is flagged, with the reason (default 'Account suspended') and the admin's message. */
export function suspensionFromLogin(answer: LoginAnswer): Suspension | null {
  if (answer.suspended !== true && !answer.user.is_suspended) return null;
  return {
    reason: answer.suspensionReason || answer.user.suspension_reason || DEFAULT_SUSPENSION_REASON,
    adminMessage: answer.adminMessage ?? null,
  };
}

/** The 401 of a session a suspension ended says so, with the reason (default 'Account suspended'). */
export function suspensionFromRefusal(body: unknown): Suspension | null {
  if (!isSuspendedAnswer(body)) return null;
  const reason = typeof body.suspensionReason === 'string' ? body.suspensionReason.trim() : '';
  return { reason: reason || DEFAULT_SUSPENSION_REASON, adminMessage: null };
}

const signedOut = (state: AuthState): AuthState => ({ ...state, user: null, token: null, ready: true, suspension: null, suspensionNoticeOpen: false });

/** Logged out either way; a suspension that ended the session opens its notice at once (the user's next page shows it). */
function sessionEnded(state: AuthState, refusal: unknown): AuthState {
  const suspension = suspensionFromRefusal(refusal);
  return suspension ? { ...signedOut(state), suspension, suspensionNoticeOpen: true } : signedOut(state);
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'restored':
      return { ...state, user: action.user, ready: true, suspension: suspensionFromUser(action.user) };
    case 'restoreFailed':
    case 'sessionRefused':
      return sessionEnded(state, action.refusal);
    case 'signedOut':
      return signedOut(state);
    case 'signedIn':
      return {
        user: action.user,
        token: action.token,
        ready: true,
        suspension: action.suspension,
        suspensionNoticeOpen: action.suspension !== null,
      };
    case 'profileRefreshed': {
      if (!state.user) return state;
      const suspension = suspensionFromUser(action.user);
      // Keep the admin message the login brought while the account is still suspended.
      return {
        ...state,
        user: action.user,
        suspension: suspension && state.suspension ? { ...suspension, adminMessage: state.suspension.adminMessage } : suspension,
        suspensionNoticeOpen: suspension ? state.suspensionNoticeOpen : false,
      };
    }
    case 'suspensionNotice':
      return { ...state, suspensionNoticeOpen: action.open && state.suspension !== null };
  }
}
