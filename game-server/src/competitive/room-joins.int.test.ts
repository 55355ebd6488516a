import { matchMaker } from '@colyseus/core';
import { ROOM_BAD_FRAMES_MAX, ROOM_CLOSE_CODES } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import pino from 'pino';
import { SPANISH } from './logic/testing.js';
import { UNUSED_RESERVATIONS_MAX } from './seat-reservations.js';
import { createRoom, TestPlayer } from './testing/player.js';
import { createAccount, startTestServer } from './testing/server.js';
import type { TestAccount, TestGameServer } from './testing/server.js';

/**
 * Joining as the SDK does (POST /matchmake/joinById/<code>, then the websocket) against a real server: refusals
 * are 4xx with a clear { error }, seat reservations cannot hold a room hostage, and abusive frames close only
 * the connection that sends them, with one warning line each. Seat reservations last 0.6 s here.
 */
describe.each(await testBackends())('on %s', (kind) => {
  let handle: TestDbHandle;
  let server: TestGameServer;
  const accounts: TestAccount[] = [];
  const log: { level: number; msg: string; err?: unknown }[] = [];
  const players: TestPlayer[] = [];
  const SEAT_SECONDS = 0.6;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const logger = pino({ level: 'warn' }, { write: (line: string) => void log.push(JSON.parse(line) as (typeof log)[number]) });
    server = await startTestServer({ db: handle.db, timeScale: 0.01, logger, seatReservationSeconds: SEAT_SECONDS });
    for (const name of ['host', 'b', 'c', 'd', 'e']) accounts.push(await createAccount(handle.db, `join_${name}`));
  });

  afterAll(async () => {
    await Promise.all(players.map((p) => p.leave().catch(() => undefined)));
    await server?.close();
    await handle?.close();
  });

  const account = (i: number) => (): TestAccount => accounts[i] as TestAccount;
  const [host, b, c, d, e] = [account(0), account(1), account(2), account(3), account(4)];

  async function join(account: TestAccount, code: string): Promise<TestPlayer> {
    const player = await TestPlayer.join(server.url, account, code);
    players.push(player);
    return player;
  }

  /** The matchmaking request the SDK sends for joinById, without the websocket: a seat reservation. */
  async function reserve(code: string, token?: string): Promise<{ status: number; body: { error?: string; sessionId?: string } }> {
    const res = await fetch(`${server.url}/matchmake/joinById/${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      body: '{}',
    });
    return { status: res.status, body: (await res.json()) as { error?: string; sessionId?: string } };
  }

  const room = (maxPlayers: number) => createRoom(server.url, host(), { dictionaryName: 'Spanish', dictionaryData: SPANISH, maxPlayers });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  describe('a refused join through POST /matchmake/joinById/<code> is a 4xx with a clear { error }', () => {
    it('401 without a token or with a bad one, 403 suspended, 404 no such room', async () => {
      const code = await room(2);
      expect(await reserve(code)).toMatchObject({ status: 401, body: { error: 'Please log in to play competitive mode' } });
      expect(await reserve(code, 'forged')).toMatchObject({ status: 401, body: { error: 'Please log in to play competitive mode' } });
      const suspended = await createAccount(handle.db, 'join_sus', true);
      expect(await reserve(code, suspended.token)).toMatchObject({ status: 403, body: { error: 'Your account is suspended: Cheating' } });
      expect(await reserve('ZZZZZZ', b().token)).toMatchObject({ status: 404, body: { error: 'Room not found' } });
    });

    it("409 'Room is full', 409 game in progress, 409 locked — and the SDK's join rejects with that message", async () => {
      const code = await room(2);
      await join(host(), code);
      const guest = await join(b(), code);
      expect(await reserve(code, c().token)).toMatchObject({ status: 409, body: { error: 'Room is full' } });
      await expect(TestPlayer.join(server.url, c(), code)).rejects.toThrow('Room is full');

      const three = await room(3);
      const hostOfThree = await join(host(), three);
      await join(b(), three);
      guest.send('toggle_ready');
      const other = players.at(-1) as TestPlayer;
      other.send('toggle_ready');
      await hostOfThree.take('player_ready_changed', (p) => p.ready);
      hostOfThree.send('start_game');
      await hostOfThree.take('game_countdown');
      expect(await reserve(three, c().token)).toMatchObject({ status: 409, body: { error: 'Game already in progress' } });

      const locked = await room(4);
      await matchMaker.getLocalRoomById(locked)?.lock();
      expect(await reserve(locked, c().token)).toMatchObject({ status: 409, body: { error: 'This room is locked' } });
    });
  });

  describe('seat reservations cannot hold a room hostage', () => {
    it('frees a seat reserved and never taken after the reservation time', async () => {
      const code = await room(2);
      await join(host(), code);
      expect((await reserve(code, b().token)).status).toBe(200);
      expect(await reserve(code, c().token)).toMatchObject({ status: 409, body: { error: 'Room is full' } });
      await wait(SEAT_SECONDS * 1_000 + 300);
      const player = await join(c(), code);
      expect((await player.take('player_joined', (p) => p.userId === c().userId)).participants).toHaveLength(2);
    });

    it('gives one user at most one seat per room: a second reservation replaces the first', async () => {
      const code = await room(3);
      await join(host(), code);
      expect((await reserve(code, b().token)).status).toBe(200);
      expect((await reserve(code, b().token)).status).toBe(200);
      // Two reservations of b would fill the room of 3; they count as one seat, so d still gets in.
      const player = await join(d(), code);
      expect((await player.take('player_joined', (p) => p.userId === d().userId)).participants).toHaveLength(2);
    });

    it('refuses for a while a user who keeps reserving without connecting', async () => {
      const code = await room(4);
      await join(host(), code);
      for (let i = 0; i < UNUSED_RESERVATIONS_MAX; i++) {
        expect((await reserve(code, e().token)).status).toBe(200);
        await wait(SEAT_SECONDS * 1_000 + 200);
      }
      await expect.poll(async () => (await reserve(code, e().token)).status, { timeout: 5_000 }).toBe(429);
      expect((await reserve(code, e().token)).body.error).toMatch(/Too many joins without connecting/);
      // Someone else is not affected.
      expect((await reserve(code, c().token)).status).toBe(200);
    });
  });

  describe('abusive frames', () => {
    /** The room's websocket for a fresh reservation, as the SDK would open it. */
    async function rawSocket(code: string, account: TestAccount): Promise<WebSocket> {
      const { body } = await reserve(code, account.token);
      const reservation = body as unknown as { sessionId: string; name: string; roomId: string; processId: string };
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`);
      socket.binaryType = 'arraybuffer';
      await new Promise((resolve, reject) => {
        socket.addEventListener('open', resolve, { once: true });
        socket.addEventListener('error', reject, { once: true });
      });
      socket.send(Uint8Array.from([10])); // JOIN_ROOM: the handshake the SDK sends
      await wait(100);
      return socket;
    }
    const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code), { once: true }));
    const warningsSince = (from: number) => log.slice(from).filter((l) => l.level === 40);

    it(`closes a connection after ${ROOM_BAD_FRAMES_MAX} undecodable frames with a clear code, logging one warning line and no stack`, async () => {
      const code = await room(4);
      await join(host(), code);
      const from = log.length;
      const socket = await rawSocket(code, b());
      const end = closed(socket);
      // match_attempt with a truncated msgpack map as its payload
      const bad = Uint8Array.from([13, 0xad, ...new TextEncoder().encode('match_attempt'), 0x82, 0xa5]);
      for (let i = 0; i < 10; i++) socket.send(bad);
      expect(await end).toBe(ROOM_CLOSE_CODES.badFrames);
      expect(warningsSince(from).filter((l) => /unreadable websocket frame/.test(l.msg))).toHaveLength(1);
      expect(log.slice(from).filter((l) => l.level >= 50)).toEqual([]);
    });

    it('closes a connection that sends an oversized frame (1009), with one warning line', async () => {
      const code = await room(4);
      await join(host(), code);
      const from = log.length;
      const socket = await rawSocket(code, c());
      const end = closed(socket);
      socket.send(new Uint8Array(64 * 1024).fill(13));
      expect(await end).toBe(1009);
      await expect.poll(() => warningsSince(from).filter((l) => /socket error/.test(l.msg)).length).toBe(1);
      expect(log.slice(from).filter((l) => l.level >= 50)).toEqual([]);
    });

    it('keeps the other players playing', async () => {
      const code = await room(4);
      const first = await join(host(), code);
      const socket = await rawSocket(code, d());
      const end = closed(socket);
      for (let i = 0; i < ROOM_BAD_FRAMES_MAX; i++) socket.send(Uint8Array.from([13, 0xff]));
      await end;
      const second = await join(b(), code);
      second.send('toggle_ready');
      expect(await first.take('player_ready_changed', (p) => p.userId === b().userId)).toMatchObject({ ready: true });
    });
  });
});
