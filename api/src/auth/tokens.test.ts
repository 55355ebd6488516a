import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens.js';

const config = { jwtSecret: 'test-secret-test-secret-test-secret!' };
const issuedAt = new Date('2030-03-04T09:00:00.123Z');
const user = { id: 42, role: 'user' as const };

function unsignedToken(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('signToken / verifyToken', () => {
  it('round-trips the user id and the issue time in milliseconds', () => {
    const token = signToken(config, user, issuedAt);
    expect(verifyToken(config, token, issuedAt)).toEqual({ userId: 42, issuedAtMs: issuedAt.getTime() });
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    expect(jwt.decode(token)).toMatchObject({ sub: '42', role: 'user', iat: Math.floor(issuedAt.getTime() / 1000) });
  });

  it('expires after 7 days', () => {
    const token = signToken(config, user, issuedAt);
    const justBefore = new Date(issuedAt.getTime() + (TOKEN_TTL_SECONDS - 1) * 1000);
    const after = new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(TOKEN_TTL_SECONDS).toBe(7 * 24 * 3600);
    expect(verifyToken(config, token, justBefore)).not.toBeNull();
    expect(verifyToken(config, token, after)).toBeNull();
  });

  it("a token verified before is still refused from the very second of its expiry (jsonwebtoken's rule)", () => {
    const token = signToken(config, user, issuedAt);
    expect(verifyToken(config, token, issuedAt)).not.toBeNull();
    const expSecond = Math.floor(issuedAt.getTime() / 1000) + TOKEN_TTL_SECONDS;
    expect(verifyToken(config, token, new Date(expSecond * 1000 - 1))).not.toBeNull();
    expect(verifyToken(config, token, new Date(expSecond * 1000))).toBeNull();
  });

  it('refuses an unsigned alg=none token', () => {
    const payload = { sub: '42', iatMs: issuedAt.getTime(), iat: Math.floor(issuedAt.getTime() / 1000) };
    expect(verifyToken(config, unsignedToken(payload), issuedAt)).toBeNull();
  });

  it('refuses a token signed with another algorithm, even with the right secret', () => {
    const payload = { sub: '42', iatMs: issuedAt.getTime(), iat: Math.floor(issuedAt.getTime() / 1000) };
    const hs512 = jwt.sign(payload, config.jwtSecret, { algorithm: 'HS512' });
    expect(verifyToken(config, hs512, issuedAt)).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered token and garbage', () => {
    const token = signToken(config, user, issuedAt);
    expect(verifyToken(config, token, issuedAt)).not.toBeNull();
    // Verified once with its own secret: still refused under another one.
    expect(verifyToken({ jwtSecret: 'another-secret-another-secret-another' }, token, issuedAt)).toBeNull();
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', role: 'admin', iatMs: issuedAt.getTime() })).toString('base64url');
    expect(verifyToken(config, `${head}.${forged}.${signature}`, issuedAt)).toBeNull();
    expect(verifyToken(config, 'not-a-token', issuedAt)).toBeNull();
  });

  it('refuses a validly signed token without a numeric subject or millisecond issue time', () => {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    expect(verifyToken(config, jwt.sign({ sub: 'alice', iatMs: issuedAt.getTime(), iat }, config.jwtSecret), issuedAt)).toBeNull();
    expect(verifyToken(config, jwt.sign({ sub: '42', iat }, config.jwtSecret), issuedAt)).toBeNull();
  });
});
