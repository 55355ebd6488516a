import { describe, expect, it } from 'vitest';
import type { User } from '../api';
import { authReducer, initialAuthState, suspensionFromLogin, suspensionFromRefusal, type AuthState } from './auth-state';

const user: User = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  created_at: '2026-01-02T03:04:05.000Z',
  createdAt: '2026-01-02T03:04:05.000Z',
  is_verified: true,
  is_suspended: false,
  suspension_reason: null,
  locale: 'en',
};
const suspendedUser: User = { ...user, is_suspended: true, suspension_reason: 'Spam' };

describe('initialAuthState', () => {
  it('is ready at once without a stored token, and waits for the profile with one', () => {
    expect(initialAuthState(null)).toMatchObject({ user: null, token: null, ready: true });
    expect(initialAuthState('t')).toMatchObject({ user: null, token: 't', ready: false });
  });
});

describe('authReducer', () => {
  it('restores the user from the profile of the stored token', () => {
    const state = authReducer(initialAuthState('t'), { type: 'restored', user });
    expect(state).toMatchObject({ user, token: 't', ready: true, suspension: null, suspensionNoticeOpen: false });
  });

  it('treats a failed profile load as logged out', () => {
    const state = authReducer(initialAuthState('t'), { type: 'restoreFailed' });
    expect(state).toMatchObject({ user: null, token: null, ready: true });
  });

  it('a stored token refused because the account is suspended: logged out, and the notice opens with the reason', () => {
    const refusal = { error: 'Your account has been suspended.', suspended: true, suspensionReason: 'Spam' };
    const state = authReducer(initialAuthState('t'), { type: 'restoreFailed', refusal });
    expect(state).toEqual({ user: null, token: null, ready: true, suspension: { reason: 'Spam', adminMessage: null }, suspensionNoticeOpen: true });
    // The same 401 reported by the API client first, then by the profile call, ends in the same state.
    expect(authReducer(authReducer(initialAuthState('t'), { type: 'sessionRefused', refusal }), { type: 'restoreFailed', refusal })).toEqual(state);
  });

  it('any other failed restore or refused session just logs out, without a notice', () => {
    const signedIn: AuthState = { user, token: 'x', ready: true, suspension: null, suspensionNoticeOpen: false };
    const loggedOut = { user: null, token: null, ready: true, suspension: null, suspensionNoticeOpen: false };
    expect(authReducer(signedIn, { type: 'sessionRefused', refusal: { error: 'Session expired. Please log in again.' } })).toEqual(loggedOut);
    expect(authReducer(signedIn, { type: 'sessionRefused', refusal: null })).toEqual(loggedOut);
    expect(authReducer(initialAuthState('t'), { type: 'restoreFailed', refusal: 'Bad gateway' })).toEqual(loggedOut);
  });

  it('a session a suspension ended, while signed in: logged out, the notice opens; a later login replaces it', () => {
    const signedIn: AuthState = { user, token: 'x', ready: true, suspension: null, suspensionNoticeOpen: false };
    const refused = authReducer(signedIn, { type: 'sessionRefused', refusal: { suspended: true, suspensionReason: 'Abuse' } });
    expect(refused).toMatchObject({ user: null, token: null, suspension: { reason: 'Abuse', adminMessage: null }, suspensionNoticeOpen: true });
    const closed = authReducer(refused, { type: 'suspensionNotice', open: false });
    expect(closed).toMatchObject({ user: null, suspension: { reason: 'Abuse' }, suspensionNoticeOpen: false });
    const again = authReducer(closed, { type: 'signedIn', token: 'y', user: suspendedUser, suspension: { reason: 'Abuse', adminMessage: 'Hi' } });
    expect(again).toMatchObject({ user: suspendedUser, token: 'y', suspension: { reason: 'Abuse', adminMessage: 'Hi' }, suspensionNoticeOpen: true });
    expect(authReducer(refused, { type: 'signedOut' })).toMatchObject({ suspension: null, suspensionNoticeOpen: false });
  });

  it('signs in; a suspended sign-in opens the suspension notice', () => {
    const plain = authReducer(initialAuthState(null), { type: 'signedIn', token: 'a', user, suspension: null });
    expect(plain).toMatchObject({ user, token: 'a', suspensionNoticeOpen: false });
    const flagged = authReducer(initialAuthState(null), {
      type: 'signedIn',
      token: 'b',
      user: suspendedUser,
      suspension: { reason: 'Spam', adminMessage: 'Stop it' },
    });
    expect(flagged).toMatchObject({ user: suspendedUser, token: 'b', suspension: { reason: 'Spam', adminMessage: 'Stop it' }, suspensionNoticeOpen: true });
  });

  it('logout clears the token, the user and the suspension', () => {
    const signedIn: AuthState = { user: suspendedUser, token: 'x', ready: true, suspension: { reason: 'r', adminMessage: null }, suspensionNoticeOpen: true };
    expect(authReducer(signedIn, { type: 'signedOut' })).toEqual({ user: null, token: null, ready: true, suspension: null, suspensionNoticeOpen: false });
  });

  it('a refreshed profile updates the suspension but keeps the admin message of the login', () => {
    const signedIn: AuthState = { user: suspendedUser, token: 'x', ready: true, suspension: { reason: 'Spam', adminMessage: 'Hi' }, suspensionNoticeOpen: true };
    const still = authReducer(signedIn, { type: 'profileRefreshed', user: { ...suspendedUser, suspension_reason: 'Abuse' } });
    expect(still.suspension).toEqual({ reason: 'Abuse', adminMessage: 'Hi' });
    const lifted = authReducer(signedIn, { type: 'profileRefreshed', user });
    expect(lifted).toMatchObject({ user, suspension: null, suspensionNoticeOpen: false });
    const loggedOut = initialAuthState(null);
    expect(authReducer(loggedOut, { type: 'profileRefreshed', user })).toBe(loggedOut);
  });

  it('opens the suspension notice only for a suspended account', () => {
    const active = authReducer(initialAuthState(null), { type: 'signedIn', token: 'a', user, suspension: null });
    expect(authReducer(active, { type: 'suspensionNotice', open: true }).suspensionNoticeOpen).toBe(false);
    const suspended = authReducer(active, { type: 'restored', user: suspendedUser });
    expect(authReducer(suspended, { type: 'suspensionNotice', open: true }).suspensionNoticeOpen).toBe(true);
    expect(authReducer(suspended, { type: 'suspensionNotice', open: false }).suspensionNoticeOpen).toBe(false);
  });
});

describe('suspensionFromLogin', () => {
  it('reads the flag, the reason and the admin message of a suspended login', () => {
    expect(suspensionFromLogin({ token: 't', user, message: 'Login successful' })).toBeNull();
    expect(suspensionFromLogin({ token: 't', user: suspendedUser, suspended: true, suspensionReason: 'Spam', adminMessage: 'Please stop' })).toEqual({
      reason: 'Spam',
      adminMessage: 'Please stop',
    });
  });

  it("falls back to 'Account suspended' without a reason", () => {
    expect(suspensionFromLogin({ token: 't', user: { ...user, is_suspended: true }, suspended: true })).toEqual({
      reason: 'Account suspended',
      adminMessage: null,
    });
  });
});

describe('suspensionFromRefusal', () => {
  it("reads the reason of a suspended refusal, 'Account suspended' without one, and nothing from other answers", () => {
    expect(suspensionFromRefusal({ suspended: true, suspensionReason: 'Spam' })).toEqual({ reason: 'Spam', adminMessage: null });
    expect(suspensionFromRefusal({ suspended: true })).toEqual({ reason: 'Account suspended', adminMessage: null });
    expect(suspensionFromRefusal({ suspended: true, suspensionReason: '  ' })).toEqual({ reason: 'Account suspended', adminMessage: null });
    expect(suspensionFromRefusal({ suspended: true, suspensionReason: 7 })).toEqual({ reason: 'Account suspended', adminMessage: null });
    for (const body of [null, undefined, 'text', { error: 'Session expired. Please log in again.' }, { suspended: 'yes' }]) {
      expect(suspensionFromRefusal(body)).toBeNull();
    }
  });
});
