import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A free-play deal (R-JUDGE-1), signed rather than stored: starting a game writes nothing, and the record that
 * answers it carries the deal back. Only the server can sign one (HMAC-SHA256 with a key derived from the JWT
 * secret), so a client can neither make up a deal nor change its seed, game, player or issue time. A deal is
 * spent by the play it ends in: the play's `deal_id` is unique (R-JUDGE-6).
 */
export interface Deal {
  /** The deal's id: random, unique per deal. */
  id: string;
  /** The game's key ('b:<id>' or 'd:<id>', game_sessions.game_key). */
  game: string;
  /** The pairs requested (the game may hold fewer: dealtPairs stops at what one round can hold). */
  pairs: number;
  seed: string;
  /** The server's clock when it was issued, ms since the epoch. */
  issuedAt: number;
  /** The account it was issued to; null for a visitor. */
  userId: number | null;
  /**
   * R-JUDGE-9/10: for a game with no server identity (an upload, an AI test play, a review), a hash of the pairs it was
   * dealt from: the record must bring the same pairs back, so a deal of easy pairs cannot judge a record of others.
   */
  bound?: string;
}

const dealSchema = z.object({
  id: z.string(),
  game: z.string(),
  pairs: z.int(),
  seed: z.string(),
  issuedAt: z.number(),
  userId: z.int().nullable(),
  bound: z.string().optional(),
});

/** Signs and checks deals with a key of their own, derived from `secret`: a deal is never a valid bearer token. */
export function dealSigner(secret: string) {
  // A KeyObject made once: given the key's bytes, createHmac imports them on every call (18 µs of CPU against 3 µs,
  // once per deal and once per record: a school's burst of records is thousands of them).
  const key = createSecretKey(createHmac('sha256', secret).update('matchdrop free-play deal v1').digest());
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue(fields: Omit<Deal, 'id' | 'seed'>): { token: string; deal: Deal } {
      const deal: Deal = { ...fields, id: randomBytes(12).toString('base64url'), seed: randomBytes(12).toString('base64url') };
      const payload = Buffer.from(JSON.stringify(deal)).toString('base64url');
      return { token: `${payload}.${mac(payload).toString('base64url')}`, deal };
    },
    /** The deal a token carries, or undefined when it is not one this server signed. */
    read(token: string): Deal | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const parsed = dealSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type DealSigner = ReturnType<typeof dealSigner>;
