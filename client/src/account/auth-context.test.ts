import { describe, expect, it } from 'vitest';
import { requireAuthContext, type AuthContextValue } from './auth-context';

describe('requireAuthContext', () => {
  it('throws outside the provider (R-API-8) and passes the value through inside it', () => {
    expect(() => requireAuthContext(null)).toThrow('useAuth must be used inside <AuthProvider>');
    const value = { user: null } as unknown as AuthContextValue;
    expect(requireAuthContext(value)).toBe(value);
  });
});
