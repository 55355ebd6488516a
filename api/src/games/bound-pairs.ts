import { createHash } from 'node:crypto';

/**
 * R-JUDGE-9: the hash a deal binds for a game the server does not store: of the pairs (or review cards) exactly as
 * they were dealt from, in their order (the order decides the seed's deal). The same pairs sent back hash the same.
 */
export function boundHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}
