import { authenticate, isHttpError } from '@matchdrop/api';
import type { PlayerAuthenticator } from '@matchdrop/game-server';
import type { Request, Response } from 'express';

type AuthenticateDeps = Parameters<typeof authenticate>[0];

/**
 * The game server's player authenticator, built from the API's own `authenticate` middleware, so a competitive
 * seat and an API request accept exactly the same sessions: a valid HS256 token, a user that still exists, not
 * revoked since (logout everywhere, password reset, suspension), read from the current user row.
 */
export function playerAuthenticator(deps: AuthenticateDeps): PlayerAuthenticator {
  const check = authenticate(deps);
  return {
    async authenticate(token) {
      const req = { headers: { authorization: `Bearer ${token}` } } as Request;
      try {
        await new Promise<void>((resolve, reject) => {
          Promise.resolve(check(req, {} as Response, (err?: unknown) => (err ? reject(err) : resolve()))).catch(reject);
        });
      } catch (err) {
        if (isHttpError(err)) return null; // a bad, expired or revoked token
        throw err;
      }
      const user = req.user;
      if (!user) return null;
      return { userId: user.id, username: user.username, isSuspended: user.isSuspended, suspensionReason: user.suspensionReason };
    },
  };
}
