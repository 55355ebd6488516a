import { describe, it, expect } from 'vitest';
import { dbErrorInfo, isCheckViolation, isUniqueViolation } from './errors.js';

describe('dbErrorInfo', () => {
  it('reads PGlite-style errors (constraint, table)', () => {
    const error = Object.assign(new Error('dup'), { code: '23505', constraint: 'users_email_lower_key', table: 'users' });
    expect(dbErrorInfo(error)).toEqual({ code: '23505', constraint: 'users_email_lower_key', table: 'users' });
  });

  it('reads postgres.js-style errors (constraint_name, table_name)', () => {
    const error = Object.assign(new Error('dup'), { code: '23505', constraint_name: 'users_email_lower_key', table_name: 'users', detail: 'd' });
    expect(dbErrorInfo(error)).toEqual({ code: '23505', constraint: 'users_email_lower_key', table: 'users', detail: 'd' });
  });

  it('ignores errors that are not from the database', () => {
    expect(dbErrorInfo(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(dbErrorInfo(new Error('plain'))).toBeUndefined();
    expect(dbErrorInfo('23505')).toBeUndefined();
    expect(dbErrorInfo(null)).toBeUndefined();
  });
});

describe('violation checks', () => {
  const unique = { code: '23505', constraint: 'users_username_lower_key' };

  it('match the SQLSTATE, and the constraint when one is named', () => {
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(unique, 'users_username_lower_key')).toBe(true);
    expect(isUniqueViolation(unique, 'users_email_lower_key')).toBe(false);
    expect(isCheckViolation(unique)).toBe(false);
  });
});
