import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A player's seat in one tournament: an HS256 JWT signed with the server's JWT secret whose claims are bound to the
 * tournament code and the player id (`typ: 'tournament'`, so it is never mistaken for a login token, nor a login
 * token for it). It expires after a day: a tournament is an evening, not a season.
 */
export interface TournamentSeatClaims {
  code: string;
  playerId: string;
}

const TYP = 'tournament';
const LIFETIME_SECONDS = 24 * 60 * 60;
const b64 = (value: string | Buffer): string => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const signature = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('base64url');

export function signSeatToken(secret: string, claims: TournamentSeatClaims, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const body = `${HEADER}.${b64(JSON.stringify({ typ: TYP, t: claims.code, p: claims.playerId, iat, exp: iat + LIFETIME_SECONDS }))}`;
  return `${body}.${signature(secret, body)}`;
}

export function verifySeatToken(secret: string, token: string, nowMs: number): TournamentSeatClaims | null {
  const [header, payload, sig] = token.split('.');
  if (header !== HEADER || payload === undefined || sig === undefined) return null;
  const expected = Buffer.from(signature(secret, `${header}.${payload}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (claims.typ !== TYP || typeof claims.t !== 'string' || typeof claims.p !== 'string') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return { code: claims.t, playerId: claims.p };
  } catch {
    return null;
  }
}
