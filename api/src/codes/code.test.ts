import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode, newRequestId } from './code.js';
import { codeMail } from './mail.js';

const secret = 'test-secret-test-secret-test-secret!';

describe('codes', () => {
  it('are 6 digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // About 10% of uniform codes start with each digit, 0 included.
    const leadingZeros = codes.filter((code) => code.startsWith('0')).length;
    expect(leadingZeros).toBeGreaterThan(100);
    expect(leadingZeros).toBeLessThan(320);
  });

  it('are stored as a keyed hash bound to the purpose and the address (any case)', () => {
    const hash = hashCode(secret, 'verify_email', 'Alice@Example.com', '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(codeMatches(secret, 'verify_email', 'alice@example.com', '012345', hash)).toBe(true);
    expect(codeMatches(secret, 'verify_email', 'alice@example.com', '012346', hash)).toBe(false);
    expect(codeMatches(secret, 'reset_password', 'alice@example.com', '012345', hash)).toBe(false);
    expect(codeMatches(secret, 'verify_email', 'bob@example.com', '012345', hash)).toBe(false);
    expect(codeMatches('another-secret-another-secret-another', 'verify_email', 'alice@example.com', '012345', hash)).toBe(false);
    expect(codeMatches(secret, 'verify_email', 'alice@example.com', '012345', 'not-hex')).toBe(false);
  });

  it('give reset requests opaque, unguessable ids', () => {
    const ids = new Set(Array.from({ length: 100 }, newRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('are mailed with the code, a link that fills it in, the 10-minute expiry in UTC, and the product address', () => {
    const expiresAt = new Date('2030-01-02T03:14:59Z');
    const row = { purpose: 'reset_password', email: 'alice+x@example.com', user_id: 7, request_id: 'req_AB-12', expires_at: expiresAt } as const;
    const mail = codeMail(row, '004200', 'https://games.example.com');
    expect(mail.to).toBe('alice+x@example.com');
    expect(mail.subject).toBe('Your MatchDrop password reset code');
    expect(mail.text).toContain('Your password reset code is 004200');
    expect(mail.text).toContain('https://games.example.com/reset-password?email=alice%2Bx%40example.com&request=req_AB-12&code=004200&expires=1893554099');
    expect(mail.text).toContain('It expires in 10 minutes (on 2 January 2030 at 03:14 UTC) and works only once.');
    expect(mail.text).toContain('MatchDrop — https://games.example.com');

    const verify = codeMail({ ...row, purpose: 'verify_email', request_id: null }, '123456', 'https://games.example.com');
    expect(verify.text).toContain('Your verification code is 123456');
    expect(verify.text).toContain('https://games.example.com/verify-email?user=7&email=alice%2Bx%40example.com&code=123456&expires=1893554099');
  });
});
