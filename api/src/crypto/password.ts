import { BcryptPool, defaultPoolSize } from './bcrypt-pool.js';

/**
 * bcrypt work factor for every stored password: the spec's minimum, 10 (about 75 ms per hash on one
 * core here). Cost 12 took 0.3 s, so this 2-core machine could check only ~6 passwords a second and a
 * classroom logging in at once queued for a minute; 10 keeps 20 logins/s within the hashing workers.
 */
export const BCRYPT_COST = 10;

// One pool per process, like libuv's own thread pool: its workers start on first use and do not
// keep the process alive when idle.
let pool: BcryptPool | undefined;
const bcrypt = (): BcryptPool => (pool ??= new BcryptPool(defaultPoolSize()));

/** A bcrypt hash ($2b$10$…), computed in a worker thread so the event loop stays free. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt().hash(password, BCRYPT_COST);
}

/** Whether `password` matches a bcrypt hash (false for a malformed one). Computed in a worker thread. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt().compare(password, hash);
}
