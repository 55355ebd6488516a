import { initializeRoomCache, LocalDriver, LocalPresence } from '@colyseus/core';
import { createRng, generateRoomCode, ROOM_CODE_ALPHABET } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { claimRoomCode, releaseRoomCode } from './room-code.js';

/** The codes the generator would draw with this seed, in order. */
function firstCodes(seed: string, count: number): string[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => generateRoomCode(rng));
}

describe('claimRoomCode', () => {
  it('gives a 6-character code of the room-code alphabet', async () => {
    const code = await claimRoomCode(new LocalPresence(), new LocalDriver());
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
  });

  it('skips a code another creator (any process sharing the presence) has claimed, until it is released', async () => {
    const presence = new LocalPresence();
    const driver = new LocalDriver();
    const [first, second] = firstCodes('seed', 2);
    expect(await claimRoomCode(presence, driver, createRng('seed'))).toBe(first);
    expect(await claimRoomCode(presence, driver, createRng('seed'))).toBe(second);
    releaseRoomCode(presence, first!);
    expect(await claimRoomCode(presence, driver, createRng('seed'))).toBe(first);
    presence.shutdown();
  });

  it('skips a code a live room still uses', async () => {
    const presence = new LocalPresence();
    const driver = new LocalDriver();
    const [first, second] = firstCodes('other', 2);
    await driver.persist(initializeRoomCache({ name: 'competitive', roomId: first, processId: 'p' }), true);
    expect(await claimRoomCode(presence, driver, createRng('other'))).toBe(second);
    presence.shutdown();
  });
});
