import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from './constants.js';
import type { Rng } from './types.js';

/**
 * Seeded randomness. A room's seed must give every player the same item order on every platform,
 * so the generator uses only 32-bit integer arithmetic (Math.imul, >>>), which JavaScript defines exactly:
 * the seed is hashed with cyrb128 into four 32-bit words that seed sfc32 (both public-domain, by
 * bryc and Chris Doty-Humphrey). A number seed is hashed as its decimal text, so 42 and '42' agree.
 */

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A generator whose sequence depends only on the seed. */
export function createRng(seed: number | string): Rng {
  let [a, b, c, d] = cyrb128(String(seed));
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // sfc32's first outputs still echo the seed words; its authors advise discarding a few.
  for (let i = 0; i < 12; i++) next();
  return { next };
}

/** A uniformly chosen integer in [min, maxInclusive]. */
export function randomInt(rng: Rng, min: number, maxInclusive: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(maxInclusive) || maxInclusive < min) {
    throw new RangeError(`randomInt needs integers with min <= max, got ${min} and ${maxInclusive}`);
  }
  return min + Math.floor(rng.next() * (maxInclusive - min + 1));
}

/** A shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** A room code: ROOM_CODE_LENGTH characters drawn from ROOM_CODE_ALPHABET. */
export function generateRoomCode(rng: Rng): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(rng, 0, ROOM_CODE_ALPHABET.length - 1)];
  return code;
}
