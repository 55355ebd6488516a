import { randomBytes } from 'node:crypto';
import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { createRng, generateRoomCode } from '@matchdrop/shared';
import type { Rng } from '@matchdrop/shared';

const CLAIM_PREFIX = 'matchdrop:room-code:';
/** A claim outlives any plausible room; the live-room check below covers the rest. */
const CLAIM_TTL_SECONDS = 7 * 24 * 60 * 60;
const MAX_TRIES = 20;

/**
 * A fresh room code, unique across every process sharing the presence (Redis in a scaled deployment).
 * The code is drawn from a CSPRNG-seeded generator (codes must not be guessable from earlier ones), then
 * claimed with an atomic increment, so two processes drawing the same code cannot both win; a code still
 * used by a live room in the matchmaker's room cache is skipped too.
 */
export async function claimRoomCode(presence: Presence, driver: MatchMakerDriver, rng: Rng = createRng(randomBytes(16).toString('hex'))): Promise<string> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const code = generateRoomCode(rng);
    const key = CLAIM_PREFIX + code;
    if ((await presence.incr(key)) !== 1) continue;
    await presence.expire(key, CLAIM_TTL_SECONDS);
    if (await driver.has(code)) continue; // the claim stays: that room still uses the code
    return code;
  }
  throw new Error('Could not find a free room code');
}

/** Frees the code once its room is gone. */
export function releaseRoomCode(presence: Presence, code: string): void {
  presence.del(CLAIM_PREFIX + code);
}

/** Claims the codes of live rooms again (a Redis that restarted empty forgot every claim). */
export async function reclaimRoomCodes(presence: Presence, codes: readonly string[]): Promise<void> {
  await Promise.all(codes.map((code) => presence.setex(CLAIM_PREFIX + code, '1', CLAIM_TTL_SECONDS)));
}
