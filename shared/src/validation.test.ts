import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  codeSchema,
  emailSchema,
  gameNameSchema,
  loginFormSchema,
  newPasswordFormSchema,
  nonEmptyTrimmedSchema,
  passwordSchema,
  registerFormSchema,
  roomCodeSchema,
  shareRecipientSchema,
  stripNonDigits,
  usernameSchema,
} from './validation.js';

/** Every issue as "path: message" (path left out at the top level). */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
}

function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${result.error.issues[0]?.message}`);
  return result.data;
}

describe('username', () => {
  it('is 3 to 50 letters, numbers or underscores', () => {
    expect(parsed(usernameSchema, 'abc')).toBe('abc');
    expect(parsed(usernameSchema, `Player_${'9'.repeat(43)}`)).toHaveLength(50);
  });

  it('is required', () => {
    expect(issues(usernameSchema, '')[0]).toBe('Username is required');
    expect(issues(usernameSchema, undefined)).toEqual(['Username is required']);
  });

  it('must be at least 3 characters', () => {
    expect(issues(usernameSchema, 'ab')).toEqual(['Username must be at least 3 characters']);
  });

  it('must be at most 50 characters', () => {
    expect(issues(usernameSchema, 'a'.repeat(51))).toEqual(['Username must be at most 50 characters']);
  });

  it('can only contain letters, numbers and underscores: no spaces, dashes or other alphabets', () => {
    for (const name of ['john doe', 'john-doe', 'jöhn', 'иван', ' john']) {
      expect(issues(usernameSchema, name)).toEqual(['Username can only contain letters, numbers and underscores']);
    }
  });
});

describe('password and email', () => {
  it('a password must be at least 6 characters long', () => {
    expect(issues(passwordSchema, '12345')).toEqual(['Password must be at least 6 characters long']);
    expect(parsed(passwordSchema, '123456')).toBe('123456');
  });

  it('an email must be an email address; surrounding spaces are trimmed', () => {
    expect(parsed(emailSchema, '  ann@example.com ')).toBe('ann@example.com');
    expect(issues(emailSchema, 'ann@')).toEqual(['Please enter a valid email address']);
    expect(issues(emailSchema, '   ')).toEqual(['Email is required']);
  });
});

describe('register form', () => {
  const valid = { username: 'ann_1', email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete, consistent form', () => {
    expect(parsed(registerFormSchema, valid)).toEqual(valid);
  });

  it('a confirmation unlike the password is "Passwords do not match" on confirmPassword', () => {
    expect(issues(registerFormSchema, { ...valid, confirmPassword: 'secret2' })).toEqual(['confirmPassword: Passwords do not match']);
  });

  it('reports a mismatch together with the other fields’ errors', () => {
    expect(issues(registerFormSchema, { username: 'ab', email: 'x', password: '123', confirmPassword: '1234' })).toEqual([
      'username: Username must be at least 3 characters',
      'email: Please enter a valid email address',
      'password: Password must be at least 6 characters long',
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('the new-password form of the reset flow applies the same rules', () => {
    expect(issues(newPasswordFormSchema, { password: 'secret1', confirmPassword: 'secret' })).toEqual(['confirmPassword: Passwords do not match']);
    expect(issues(newPasswordFormSchema, { password: '123', confirmPassword: '123' })).toEqual(['password: Password must be at least 6 characters long']);
  });

  it('the login form needs a username (or email) and a password', () => {
    expect(issues(loginFormSchema, { username: ' ', password: '' })).toEqual(['username: Please enter your username or email', 'password: Please enter your password']);
  });
});

describe('codes', () => {
  it('non-digits are stripped', () => {
    expect(stripNonDigits('12-34 5a6')).toBe('123456');
    expect(parsed(codeSchema, ' 123 456 ')).toBe('123456');
  });

  it('exactly 6 digits must remain', () => {
    expect(issues(codeSchema, '12345')).toEqual(['Code must be exactly 6 digits']);
    expect(issues(codeSchema, '1234567')).toEqual(['Code must be exactly 6 digits']);
    expect(issues(codeSchema, 'abcdef')).toEqual(['Code must be exactly 6 digits']);
  });
});

describe('room code', () => {
  it('is trimmed and uppercased', () => {
    expect(parsed(roomCodeSchema, ' abc23x ')).toBe('ABC23X');
  });

  it('must be 6 characters', () => {
    expect(issues(roomCodeSchema, 'ABC23')).toEqual(['Room code must be 6 characters']);
    expect(issues(roomCodeSchema, 'ABC23XY')).toEqual(['Room code must be 6 characters']);
  });

  it('must use the room code alphabet (no 0, O, 1, I, L)', () => {
    expect(issues(roomCodeSchema, 'ABC0O1')).toEqual(['Room code can only contain letters and digits other than 0, O, 1, I and L']);
    expect(issues(roomCodeSchema, 'AB-23X')).toEqual(['Room code can only contain letters and digits other than 0, O, 1, I and L']);
  });
});

describe('game name', () => {
  it('is required and must not be blank', () => {
    expect(issues(gameNameSchema, '')).toEqual(['Game name is required']);
    expect(issues(gameNameSchema, '   ')).toEqual(['Game name is required']);
    expect(issues(gameNameSchema, undefined)).toEqual(['Game name is required']);
  });

  it('must be at most 50 characters, counted after trimming', () => {
    expect(issues(gameNameSchema, 'n'.repeat(51))).toEqual(['Game name must be at most 50 characters']);
    expect(parsed(gameNameSchema, `  ${'n'.repeat(50)}  `)).toBe('n'.repeat(50));
  });
});

describe('required texts', () => {
  it('a share recipient is required: "Please enter a username"', () => {
    expect(issues(shareRecipientSchema, '  ')).toEqual(['Please enter a username']);
    expect(parsed(shareRecipientSchema, ' bob ')).toBe('bob');
  });

  it('nonEmptyTrimmedSchema refuses blank or missing text with the given message and trims the rest', () => {
    const reason = nonEmptyTrimmedSchema('Suspension reason is required');
    expect(issues(reason, ' \n ')).toEqual(['Suspension reason is required']);
    expect(issues(reason, 42)).toEqual(['Suspension reason is required']);
    expect(parsed(reason, ' spam ')).toBe('spam');
  });
});
