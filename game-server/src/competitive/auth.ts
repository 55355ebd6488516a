import { COMPETITIVE_LOGIN_REQUIRED, DEFAULT_SUSPENSION_REASON } from '@matchdrop/shared';
import type { ErrorCode } from '@matchdrop/shared';

/** A logged-in player as the competitive room needs them. */
export interface AuthenticatedPlayer {
  userId: number;
  username: string;
  isSuspended: boolean;
  /** Shown in the refusal; DEFAULT_SUSPENSION_REASON when absent. */
  suspensionReason?: string | null;
  /** When the token this player joined with was issued (ms): a revocation after it ends the connection. */
  issuedAtMs: number;
}

/** A connection held by a signed-in account, as the session watch checks it. */
export interface PlayerSession {
  userId: number;
  issuedAtMs: number;
}

/** Why a player's session no longer stands: the account was suspended, or its tokens revoked (or it was deleted). */
export type SessionEnd = 'suspended' | 'revoked';

/**
 * Turns a bearer token into the player it belongs to, or null for a missing, invalid, expired or revoked token.
 * Injected by the process composition (server/), which builds it from the API's token check and the users
 * table: the game server itself knows nothing of tokens or accounts.
 */
export interface PlayerAuthenticator {
  authenticate(token: string): Promise<AuthenticatedPlayer | null>;
  /** For each session, in one read of the accounts, why it no longer stands, or null while it does (session-watch.ts). */
  endedSessions(sessions: readonly PlayerSession[]): Promise<(SessionEnd | null)[]>;
}

export const LOGIN_REQUIRED = COMPETITIVE_LOGIN_REQUIRED;

export type PlayerCheck = { ok: true; player: AuthenticatedPlayer } | { ok: false; status: 401 | 403; code: ErrorCode; error: string; suspended?: true; suspensionReason?: string };

/** R-ROOM-1: competitive play requires login; a suspended account is refused with its reason. */
export async function checkPlayer(authenticator: PlayerAuthenticator, token: string | undefined): Promise<PlayerCheck> {
  const player = token ? await authenticator.authenticate(token) : null;
  if (!player) return { ok: false, status: 401, code: 'login_required', error: LOGIN_REQUIRED };
  if (player.isSuspended) {
    const suspensionReason = player.suspensionReason ?? DEFAULT_SUSPENSION_REASON;
    return {
      ok: false,
      status: 403,
      code: 'account_suspended',
      error: `Your account is suspended: ${suspensionReason}`,
      suspended: true,
      suspensionReason,
    };
  }
  return { ok: true, player };
}
