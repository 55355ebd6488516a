import { ROOM_CLOSE_CODES } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPANISH } from './logic/testing.js';
import { matchAll, startRound } from './testing/flow.js';
import { createRoom, rest, roundPairs, TestPlayer } from './testing/player.js';
import type { GameProcess } from './testing/processes.js';
import { createAccount } from './testing/server.js';
import { useTwoGameProcesses } from './testing/two-processes.js';
import type { TestAccount } from './testing/server.js';

// A Redis database of its own (keys are per database), emptied before and after.
const REDIS_URL = `redis://127.0.0.1:6379/${10 + (process.pid % 6)}`;

describe('two game-server processes sharing Redis', () => {
  const processes = useTwoGameProcesses(REDIS_URL);
  let ana: TestAccount;
  let ben: TestAccount;
  const players: TestPlayer[] = [];

  beforeAll(async () => {
    ana = await createAccount(processes.db, 'ana');
    ben = await createAccount(processes.db, 'ben');
  });

  afterAll(async () => {
    await Promise.all(players.map((p) => p.leave().catch(() => undefined)));
  });

  async function join(process: GameProcess, account: TestAccount, code: string): Promise<TestPlayer> {
    const player = await TestPlayer.join(process.url, account, code);
    players.push(player);
    return player;
  }

  /** The port of the process whose websocket this player ended up on (its public address). */
  const hostedOn = (player: TestPlayer): number => Number(new URL(player.room.connection.url!).port);

  it('a room created through one process is seen, joined and played through the other', async () => {
    const { one, two } = processes;
    const code = await createRoom(one.url, ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH });
    expect((await rest(two.url, `room/${code}`, ben.token)).body.room).toMatchObject({ roomCode: code, hostUserId: ana.userId });

    const host = await join(one, ana, code);
    const guest = await join(two, ben, code);
    // Whichever process hosts the room, the seat reservation sent both websockets there.
    expect(hostedOn(host)).toBe(hostedOn(guest));
    expect([one.port, two.port]).toContain(hostedOn(host));

    const pairs = roundPairs(await startRound(host, guest), SPANISH);
    await matchAll(guest, pairs);
    await matchAll(host, pairs);
    const [hostEnd, guestEnd] = await Promise.all([host.take('game_ended'), guest.take('game_ended')]);
    expect(guestEnd).toEqual(hostEnd);
    expect(hostEnd.currentRound.map((r) => r.user_id)).toEqual([ben.userId, ana.userId]);
    await expect.poll(async () => (await rest(two.url, `room/${code}`, ana.token)).body.room.status).toBe('finished');
    const rounds = () => processes.db.selectFrom('competitive_rounds').select('room_code').where('room_code', '=', code).execute();
    await expect.poll(rounds).toHaveLength(1);
  });

  it('gives every room a different code, whichever process creates it', async () => {
    const { one, two } = processes;
    const codes = await Promise.all(Array.from({ length: 16 }, (_, i) => createRoom(i % 2 === 0 ? one.url : two.url, ana, { dictionaryData: SPANISH })));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('closes a suspended user’s connection in another process when one process announces it', async () => {
    const { one, two } = processes;
    const code = await createRoom(two.url, ana, { dictionaryData: SPANISH });
    const host = await join(one, ana, code);
    const guest = await join(two, ben, code);
    await guest.take('player_joined', (p) => p.userId === ben.userId);
    const elsewhere = hostedOn(guest) === one.port ? two : one;
    elsewhere.command(`disconnect ${ben.id} Your account has been suspended`);
    expect(await guest.left).toBe(ROOM_CLOSE_CODES.suspended);
    expect(await host.take('player_left')).toMatchObject({ userId: ben.userId });
  });
});
