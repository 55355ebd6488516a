import { describe, it, expect } from 'vitest';
import { DatabaseUnavailableError, dbErrorInfo, isCheckViolation, isDatabaseUnavailable, isUniqueViolation } from './errors.js';

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

describe('isDatabaseUnavailable', () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it('is true for a lost or refused connection, a server going away or out of resources, a deadline, a crashed PGlite', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '08006', '57P01', '57P03', '53300', '53100']) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('late'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED')]))).toBe(true);
    const wasm = (globalThis as unknown as { WebAssembly: { RuntimeError: new (message: string) => Error } }).WebAssembly;
    expect(isDatabaseUnavailable(new wasm.RuntimeError('unreachable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('driver has already been destroyed'))).toBe(true);
  });

  it('is false for refused statements and bugs', () => {
    for (const code of ['23505', '22P02', '42P01', '22021']) expect(isDatabaseUnavailable(coded(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
