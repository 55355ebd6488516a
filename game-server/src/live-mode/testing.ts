import { matchMaker } from '@colyseus/core';

/**
 * Ends a live room of this process now, as its own end timer would (a finished race's linger, a tournament's): the
 * room disposes and its code is released, so a test can read what outlives it without waiting 10 minutes.
 */
export async function disposeLocalRoom(code: string): Promise<void> {
  const room = matchMaker.getLocalRoomById(code);
  if (!room) throw new Error(`no live room ${code} on this process`);
  await room.disconnect();
}
