import { codeSchema, gameNameSchema, registerFormSchema } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { checkForm, firstInvalidField } from './form-errors';

describe('checkForm', () => {
  it('gives the parsed data when the form is valid', () => {
    const result = checkForm(registerFormSchema, { username: 'ada_1', email: ' ada@example.com ', password: 'secret', confirmPassword: 'secret' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.email).toBe('ada@example.com');
  });

  it('reports the rule message (R-AUTH-1, R-AUTH-2) of every bad field at once, the first per field', () => {
    const result = checkForm(registerFormSchema, { username: 'a b', email: 'nope', password: '123', confirmPassword: '1234' });
    expect(result.ok).toBe(false);
    expect(result.errors.password).toBe('Password must be at least 6 characters long');
    expect(result.errors.confirmPassword).toBe('Passwords do not match');
    expect(result.errors.username).toBeDefined();
    expect(result.errors.email).toBeDefined();
  });

  it('puts a problem of a plain value under "form"', () => {
    expect(checkForm(gameNameSchema, '   ').errors).toEqual({ form: 'Game name is required' });
    expect(checkForm(codeSchema, '12-34').errors).toEqual({ form: 'Code must be exactly 6 digits' });
  });
});

describe('firstInvalidField', () => {
  it('follows the form order', () => {
    expect(firstInvalidField({ password: 'x', email: 'y' }, ['username', 'email', 'password'])).toBe('email');
    expect(firstInvalidField({}, ['username'])).toBeUndefined();
  });
});
