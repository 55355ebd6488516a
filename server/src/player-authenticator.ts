import { endedSessions, isHttpError, signedInUser, type SignInDeps } from '@matchdrop/api';
import type { PlayerAuthenticator } from '@matchdrop/game-server';

/**
 * The game server's player authenticator, built from the API's own sign-in check, so a competitive seat and an API
 * request accept exactly the same sessions: a valid HS256 token, a user that still exists, not revoked since (logout
 * everywhere, password reset, suspension), read from the current user row. The same rows tell the game server's
 * session watch which connected players' sessions have ended since they joined.
 */
export function playerAuthenticator(deps: SignInDeps): PlayerAuthenticator {
  return {
    async authenticate(token) {
      try {
        const { user, issuedAtMs } = await signedInUser(deps, token);
        return { userId: user.id, username: user.username, isSuspended: user.isSuspended, suspensionReason: user.suspensionReason, issuedAtMs };
      } catch (err) {
        if (isHttpError(err)) return null; // a bad, expired or revoked token
        throw err;
      }
    },
    endedSessions: (sessions) => endedSessions(deps, sessions),
  };
}
