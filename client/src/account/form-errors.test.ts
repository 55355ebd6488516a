import { codeSchema, gameNameSchema, loginFormSchema, registerFormSchema } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { checkAndFocus, checkForm, firstInvalidField, settleCheck } from './form-errors';

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

describe('checkAndFocus', () => {
  const input = (name: string, focused: string[]) => ({ current: { focus: () => focused.push(name) } });

  it('focuses the first field with a problem, in the order given', () => {
    const focused: string[] = [];
    const check = checkAndFocus(loginFormSchema, { username: '', password: '' }, [
      ['username', input('username', focused)],
      ['password', input('password', focused)],
    ]);
    expect(check.ok).toBe(false);
    expect(check.errors).toEqual({ username: 'Please enter your username or email', password: 'Please enter your password' });
    expect(focused).toEqual(['username']);
  });

  it('focuses a single value under "form", and nothing when the form is valid', () => {
    const focused: string[] = [];
    expect(checkAndFocus(gameNameSchema, ' ', [['form', input('name', focused)]]).ok).toBe(false);
    expect(focused).toEqual(['name']);
    expect(checkAndFocus(gameNameSchema, 'Capitals', [['form', input('name', focused)]])).toMatchObject({ ok: true, data: 'Capitals' });
    expect(focused).toEqual(['name']);
  });
});

describe('settleCheck', () => {
  const recorder = () => {
    const calls: string[] = [];
    return { calls, action: { submit: (data: string) => calls.push(`submit ${data}`), clearFailure: () => calls.push('clear') } };
  };

  it('shows the errors, then submits the checked values', () => {
    const { calls, action } = recorder();
    settleCheck(checkForm(gameNameSchema, '  Capitals '), (errors) => calls.push(`errors ${JSON.stringify(errors)}`), action);
    expect(calls).toEqual(['errors {}', 'submit Capitals']);
  });

  it('shows the errors of a refused form and clears the last failure instead of submitting', () => {
    const { calls, action } = recorder();
    settleCheck(checkForm(gameNameSchema, ''), (errors) => calls.push(`errors ${Object.keys(errors).join()}`), action);
    expect(calls).toEqual(['errors form', 'clear']);
  });
});
