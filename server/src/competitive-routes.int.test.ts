import { createApp, createMailer, signToken } from '@matchdrop/api';
import { captureLogger } from '@matchdrop/api/testing';
import { testBackends } from '@matchdrop/db/testing';
import { COLOURS, createRoom, rest, SPANISH, startRound, useCompetitiveTestBed } from '@matchdrop/game-server/testing';
import type { TestAccount } from '@matchdrop/game-server/testing';
import { findBuiltinGame, ROOM_CODE_ALPHABET } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { playerAuthenticator } from './player-authenticator.js';

const jwtSecret = 'competitive-routes-secret-competitive-routes!';
const clock = { now: () => new Date() };
const { logger } = captureLogger();
const config = { jwtSecret, publicUrl: 'http://localhost', requireEmailVerification: false, ai: { model: 'none', dailyMessages: 0, dailySessions: 0, urlAllowHosts: [] } };

/** The API's competitive routes, as the composition mounts them, over a real game server's rooms on each database. */
describe.each(await testBackends())('the competitive REST calls on %s', (kind) => {
  const bed = useCompetitiveTestBed({
    kind,
    api: {
      routes: (db, rooms) => createApp({ db, dbKind: kind, mailer: createMailer({ from: 'test@example.com', logger }), clock, config, logger, competitiveRooms: rooms }),
      authenticator: (db) => playerAuthenticator({ db, clock, config }),
      token: (account) => signToken(config, { id: account.id, role: 'user' }, new Date(Date.now() - 1000)),
    },
  });

  const post = (path: string, account: TestAccount | undefined, body: unknown) => rest(bed.server.url, path, account?.token, body);
  const get = (code: string, account: TestAccount = bed.ana) => rest(bed.server.url, `room/${code}`, account.token);

  async function savedGame(owner: TestAccount, isPublic: boolean): Promise<number> {
    const row = await bed.handle.db
      .insertInto('dictionaries')
      .values({ owner_id: owner.id, name: 'Colours', data: COLOURS, is_public: isPublic })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe('POST /api/competitive/create-room', () => {
    it('creates a waiting room with a fresh code for a built-in game, with the spec defaults', async () => {
      const { status, body } = await post('create-room', bed.ana, { dictionaryType: 'builtin', dictionaryId: 'animals' });
      expect(status).toBe(201);
      expect(body.room).toEqual({
        id: body.room.roomCode,
        roomCode: expect.stringMatching(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`)),
        hostUserId: bed.ana.userId,
        dictionaryName: findBuiltinGame('animals')!.name,
        pairCount: 6,
        maxPlayers: 4,
        // Speed 5 and 10 s per pair, at least 60 s, unless the host chooses.
        speed: 5,
        roundSeconds: 60,
        status: 'waiting',
        participants: [],
      });
      const again = await post('create-room', bed.ana, { dictionaryType: 'builtin', dictionaryId: 'animals', maxPlayers: 2 });
      expect(again.body.room.roomCode).not.toBe(body.room.roomCode);
      // A game with fewer than 6 pairs gets all of them by default.
      const small = await post('create-room', bed.ana, { dictionaryType: 'saved', dictionaryData: COLOURS, dictionaryName: 'Colours' });
      expect(small.body.room).toMatchObject({ dictionaryName: 'Colours', pairCount: 4 });
      const chosen = await post('create-room', bed.ana, { dictionaryType: 'builtin', dictionaryId: 'animals', speed: 8, roundSeconds: 300 });
      expect(chosen.body.room).toMatchObject({ speed: 8, roundSeconds: 300 });
    });

    it('refuses a speed outside 1–10 and a time limit outside 60–600 s', async () => {
      const tooFast = await post('create-room', bed.ana, { dictionaryType: 'builtin', dictionaryId: 'animals', speed: 11 });
      expect(tooFast).toEqual({ status: 400, body: { error: 'Game speed must be between 1 and 10', code: 'invalid_input', field: 'speed' } });
      const tooShort = await post('create-room', bed.ana, { dictionaryType: 'builtin', dictionaryId: 'animals', roundSeconds: 30 });
      expect(tooShort).toEqual({ status: 400, body: { error: 'Round time must be between 60 and 600 seconds', code: 'invalid_input', field: 'roundSeconds' } });
    });

    it('plays the user’s own or a public saved game, never another user’s private one', async () => {
      const own = await savedGame(bed.ana, false);
      const mine = await post('create-room', bed.ana, { dictionaryType: 'saved', dictionaryId: own, pairCount: 3 });
      expect(mine.body.room).toMatchObject({ dictionaryName: 'Colours', pairCount: 3 });
      expect(await post('create-room', bed.ben, { dictionaryType: 'saved', dictionaryId: own, pairCount: 3 })).toEqual({
        status: 404,
        body: { error: 'Game not found', code: 'game_not_found' },
      });
      const shared = await savedGame(bed.ana, true);
      expect((await post('create-room', bed.ben, { dictionaryType: 'saved', dictionaryId: shared, pairCount: 3 })).status).toBe(201);
    });

    it('refuses bad requests with a 4xx and the reason', async () => {
      // Each refusal with its code and the values its text names.
      const cases: [unknown, number, string, Record<string, unknown>][] = [
        [{ dictionaryType: 'builtin', dictionaryId: 'no-such-game' }, 404, 'Game not found', { code: 'game_not_found' }],
        [{ dictionaryType: 'saved', dictionaryData: {} }, 400, 'Game file is empty', { code: 'invalid_game_data' }],
        [{ dictionaryType: 'saved', dictionaryData: SPANISH, pairCount: 9 }, 400, 'Pair count must be between 3 and 8', { code: 'pair_count_out_of_range', min: 3, max: 8 }],
        [{ dictionaryType: 'saved', dictionaryData: SPANISH, pairCount: 2 }, 400, 'Pair count must be between 3 and 8', { code: 'pair_count_out_of_range', min: 3, max: 8 }],
        [{ dictionaryType: 'saved', dictionaryData: { a: 'b', c: 'd' } }, 400, 'This game needs at least 3 pairs', { code: 'game_too_small', min: 3 }],
        [{ dictionaryType: 'builtin', dictionaryId: 'animals', maxPlayers: 5 }, 400, 'Max players must be 2, 3 or 4', { code: 'invalid_input', field: 'maxPlayers' }],
        [{ dictionaryType: 'other', dictionaryId: 'animals' }, 400, "dictionaryType must be 'builtin' or 'saved'", { code: 'invalid_input', field: 'dictionaryType' }],
        [{ dictionaryType: 'saved' }, 400, 'Choose a game for the room', { code: 'invalid_input' }],
      ];
      for (const [body, status, error, coded] of cases) expect(await post('create-room', bed.ana, body)).toEqual({ status, body: { error, ...coded } });
      const badJson = await fetch(`${bed.server.url}/api/competitive/create-room`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bed.ana.token}` },
        body: '{oops',
      });
      expect(badJson.status).toBe(400);
      expect(await badJson.json()).toEqual({ error: 'Invalid JSON body', code: 'invalid_json' });
    });

    it('requires a logged-in, unsuspended player', async () => {
      const body = { dictionaryType: 'builtin', dictionaryId: 'animals' };
      expect(await post('create-room', undefined, body)).toEqual({ status: 401, body: { error: 'Please log in to play competitive mode', code: 'login_required' } });
      const suspended = await bed.account('sus', true);
      expect(await post('create-room', suspended, body)).toEqual({
        status: 403,
        body: { error: 'Your account is suspended: Cheating', code: 'account_suspended', suspended: true, suspensionReason: 'Cheating' },
      });
    });
  });

  describe('join-room and room/{roomCode}', () => {
    it('answers the room with its participants as they join', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryData: SPANISH, dictionaryName: 'Spanish' });
      const joined = await post('join-room', bed.ben, { roomCode: code.toLowerCase() });
      expect(joined).toMatchObject({ status: 200, body: { room: { roomCode: code, status: 'waiting', participants: [] } } });
      await bed.join(bed.ana, code);
      await bed.join(bed.ben, code);
      await expect
        .poll(async () => (await get(code, bed.cleo)).body.room.participants)
        .toEqual([
          { id: `${code}-${bed.ana.userId}`, user_id: bed.ana.userId, username: bed.ana.username, ready: false, is_host: true, disconnected: false, connected: true },
          { id: `${code}-${bed.ben.userId}`, user_id: bed.ben.userId, username: bed.ben.username, ready: false, is_host: false, disconnected: false, connected: true },
        ]);
    });

    it('refuses an unknown room, a full room and a game in progress, but not a seated player', async () => {
      expect(await post('join-room', bed.ben, { roomCode: 'ZZZZZZ' })).toEqual({ status: 404, body: { error: 'Room not found', code: 'room_not_found' } });
      expect(await get('ZZZZZZ')).toEqual({ status: 404, body: { error: 'Room not found', code: 'room_not_found' } });
      expect((await post('join-room', bed.ben, { roomCode: 'ABC' })).status).toBe(400);

      const code = await createRoom(bed.server.url, bed.ana, { dictionaryData: SPANISH, maxPlayers: 2 });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      await expect.poll(async () => (await post('join-room', bed.cleo, { roomCode: code })).body).toEqual({ error: 'Room is full', code: 'room_full' });
      await startRound(host, guest);
      await expect.poll(async () => (await post('join-room', bed.cleo, { roomCode: code })).status).toBe(409);
      expect((await post('join-room', bed.cleo, { roomCode: code })).body).toEqual({ error: 'Game already in progress', code: 'game_in_progress' });
      expect((await post('join-room', bed.ben, { roomCode: code })).status).toBe(200);
    });
  });

  describe('POST /api/competitive/remove-player', () => {
    it('lets only the host remove, and only a disconnected player', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryData: SPANISH });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const third = await bed.join(bed.cleo, code);
      third.send('toggle_ready');
      await host.take('player_ready_changed', (p) => p.userId === bed.cleo.userId && p.ready);

      expect(await post('remove-player', bed.ben, { roomId: code, userId: bed.cleo.id })).toEqual({
        status: 403,
        body: { error: 'Only the host can remove players', code: 'host_only_remove' },
      });
      expect(await post('remove-player', bed.ana, { roomId: code, userId: bed.cleo.id })).toEqual({
        status: 409,
        body: { error: 'Only disconnected players can be removed', code: 'not_removable' },
      });
      expect((await post('remove-player', bed.ana, { roomId: code, userId: 999_999 })).body).toEqual({ error: 'Player not found', code: 'player_not_found' });
      expect((await post('remove-player', bed.ana, { roomId: 'ZZZZZZ', userId: bed.ben.id })).status).toBe(404);

      await host.take('player_ready_changed', (p) => p.userId === bed.ben.userId && p.disconnected); // the 30-s unready timer
      const removed = await post('remove-player', bed.ana, { roomId: code, userId: bed.ben.userId });
      expect(removed.status).toBe(200);
      expect(removed.body.room.participants.map((p) => p.user_id)).toEqual([bed.ana.userId, bed.cleo.userId]);
      expect(await third.take('player_left')).toMatchObject({ userId: bed.ben.userId, removed: true });
      await guest.left;
    });
  });
});
