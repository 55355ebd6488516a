import { createSecretKey, type KeyObject } from 'node:crypto';
import { ID_MAX } from '@matchdrop/shared';
import jwt from 'jsonwebtoken';
import type { ApiConfig } from '../deps.js';

/** Sessions last 7 days; a password reset, suspension or role change ends them earlier (tokens_valid_after). */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Pinned on verify, so a token signed with `alg: none` or any other algorithm is refused. */
const ALGORITHM = 'HS256';

/**
 * The standard `iat` has whole seconds; revocation compares against a millisecond timestamp, so a
 * token issued in the same second as (but before) a revocation must still be recognised as older.
 */
interface TokenClaims {
  sub: string;
  role: 'user' | 'admin';
  iatMs: number;
}

// Given the secret as text, jsonwebtoken first tries it as a PEM public key (a thrown exception) and then builds
// a secret key, on every verify; the key built once per secret skips both.
const secretKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    // A process has one secret; tests make a few. Never more than a handful kept.
    if (secretKeys.size >= 8) secretKeys.clear();
    key = createSecretKey(Buffer.from(secret));
    secretKeys.set(secret, key);
  }
  return key;
}

export interface VerifiedToken {
  userId: number;
  issuedAtMs: number;
}

export function signToken(config: Pick<ApiConfig, 'jwtSecret'>, user: { id: number; role: 'user' | 'admin' }, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims & { iat: number; exp: number } = {
    sub: String(user.id),
    role: user.role,
    iatMs: now.getTime(),
    iat,
    exp: iat + TOKEN_TTL_SECONDS,
  };
  return jwt.sign(claims, config.jwtSecret, { algorithm: ALGORITHM });
}

/**
 * The user id and issue time of a valid token, or null when it is malformed, forged, signed with
 * another algorithm or expired at `now` (default: the real time).
 */
export function verifyToken(config: Pick<ApiConfig, 'jwtSecret'>, token: string, now: Date = new Date()): VerifiedToken | null {
  const known = verified.get(token);
  const claims = known?.secret === config.jwtSecret ? known : verifyClaims(config, token, now);
  if (!claims) return null;
  // jsonwebtoken's own rule: expired from the second of `exp` on.
  if (claims.expiresAtMs !== undefined && Math.floor(now.getTime() / 1000) * 1000 >= claims.expiresAtMs) return null;
  if (!known) {
    if (verified.size >= VERIFIED_KEPT) verified.clear();
    verified.set(token, { ...claims, secret: config.jwtSecret });
  }
  return { userId: claims.userId, issuedAtMs: claims.issuedAtMs };
}

/**
 * Tokens whose signature and claims were checked, with the secret that checked them: jsonwebtoken's verify was the
 * largest cost of a signed-in request in the mixed class-session bench (bench/api-reads.ts), and a signature stays
 * valid. Only that is kept: the expiry is checked against the clock at every call, and revocation, suspension and
 * deletion by the user's row, read at every request (signed-in.ts). Failures are not kept, so garbage cannot fill it.
 */
const verified = new Map<string, VerifiedToken & { expiresAtMs: number | undefined; secret: string }>();
const VERIFIED_KEPT = 10_000;

function verifyClaims(config: Pick<ApiConfig, 'jwtSecret'>, token: string, now: Date): (VerifiedToken & { expiresAtMs: number | undefined }) | null {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secretKey(config.jwtSecret), {
      algorithms: [ALGORITHM],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch {
    return null;
  }
  if (typeof payload === 'string') return null;
  // `sub` is the decimal text of a row id: anything else ("1e3", " 7", "99999999999") is a bad token,
  // never a query with an id the database's integer column cannot hold.
  if (typeof payload.sub !== 'string' || !/^[1-9]\d{0,9}$/.test(payload.sub)) return null;
  const userId = Number(payload.sub);
  const issuedAtMs = payload.iatMs;
  if (userId > ID_MAX) return null;
  if (typeof issuedAtMs !== 'number' || !Number.isFinite(issuedAtMs)) return null;
  return { userId, issuedAtMs, expiresAtMs: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined };
}
