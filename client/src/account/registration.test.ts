import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { classifyRegistrationFailure } from './registration';

const apiError = (status: number, body: unknown) => new ApiError(status, 'x', body);

describe('classifyRegistrationFailure', () => {
  it("reads 'Username already exists' as a username conflict", () => {
    expect(classifyRegistrationFailure(apiError(409, { error: 'Username already exists', conflictType: 'username' }))).toEqual({ kind: 'username' });
  });

  it("reads 'Email already exists' as an e-mail conflict carrying the existing username", () => {
    expect(classifyRegistrationFailure(apiError(409, { error: 'Email already exists', conflictType: 'email', existingUsername: 'ada' }))).toEqual({
      kind: 'email',
      existingUsername: 'ada',
    });
    expect(classifyRegistrationFailure(apiError(409, { error: 'Email already exists' }))).toEqual({ kind: 'email', existingUsername: null });
  });

  it("shows any other server text, else 'Registration failed'", () => {
    expect(classifyRegistrationFailure(apiError(400, { error: 'Please enter a valid email address' }))).toEqual({
      kind: 'other',
      message: 'Please enter a valid email address',
    });
    expect(classifyRegistrationFailure(apiError(500, null))).toEqual({ kind: 'other', message: 'Registration failed' });
    expect(classifyRegistrationFailure(new TypeError('offline'))).toEqual({ kind: 'other', message: 'Registration failed' });
  });
});
