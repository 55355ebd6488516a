import type { UserRole } from '@matchdrop/db';

/** The signed-in user of a request, read from the database on every request (never from the token). */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  isSuspended: boolean;
  suspensionReason: string | null;
}

declare global {
  // Express's own extension point for request properties.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate` when a valid bearer token came with the request. */
      user?: AuthUser;
    }
  }
}
