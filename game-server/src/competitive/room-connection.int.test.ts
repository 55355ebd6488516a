import { testBackends } from '@matchdrop/db/testing';
import { Client } from '@colyseus/sdk';
import { ROOM_CLOSE_CODES } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { disconnectUser } from './disconnect.js';
import { SPANISH } from './logic/testing.js';
import { matchAll, startDealtRound, startRound } from './testing/flow.js';
import { createRoom, rest, roundPairs } from './testing/player.js';
import type { TestPlayer } from './testing/player.js';
import { createAccount } from './testing/server.js';
import { useCompetitiveTestBed } from './testing/test-bed.js';

describe.each(await testBackends())('on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);

  async function room(maxPlayers = 4): Promise<string> {
    return createRoom(bed.server.url, bed.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH, maxPlayers });
  }

  /** A fresh room with ana hosting and ben seated: [code, host, guest]. */
  async function twoSeated(): Promise<[string, TestPlayer, TestPlayer]> {
    const code = await room();
    return [code, await bed.join(bed.ana, code), await bed.join(bed.ben, code)];
  }

  /** The same with cleo seated third: [code, host, guest, third]. */
  async function threeSeated(): Promise<[string, TestPlayer, TestPlayer, TestPlayer]> {
    const [code, host, guest] = await twoSeated();
    return [code, host, guest, await bed.join(bed.cleo, code)];
  }

  function joinWithToken(token: string | undefined, code: string): Promise<unknown> {
    const client = new Client(bed.server.url);
    if (token !== undefined) client.http.authToken = token;
    return client.joinById(code);
  }

  const participant = (player: TestPlayer, userId: string) =>
    player.room.state.participants.find((p: { user_id: string }) => p.user_id === userId) as { disconnected: boolean; connected: boolean; progress: number };

  describe('who may take a seat', () => {
    it('refuses a visitor and a bad token with the login message, and a suspended account with its reason', async () => {
      const code = await room();
      await expect(joinWithToken(undefined, code)).rejects.toThrow('Please log in to play competitive mode');
      await expect(joinWithToken('forged', code)).rejects.toThrow('Please log in to play competitive mode');
      const suspended = await createAccount(bed.handle.db, 'sus', true);
      await expect(joinWithToken(suspended.token, code)).rejects.toThrow('Your account is suspended: Cheating');
    });

    it('refuses a newcomer once the game is in progress, but lets a seated player back in', async () => {
      const [code, host, guest] = await twoSeated();
      await startRound(host, guest);
      await expect(joinWithToken(bed.cleo.token, code)).rejects.toThrow('Game already in progress');
      // ben opens the game in a second tab: the new connection takes the seat, the old one is closed.
      const again = await bed.join(bed.ben, code);
      expect(await guest.left).toBe(ROOM_CLOSE_CODES.replaced);
      expect((await again.take('game_started')).matchedItems).toEqual([]);
    });

    it('refuses matchmaking requests that would create or pick a competitive room without the API', async () => {
      const res = await fetch(`${bed.server.url}/matchmake/joinOrCreate/competitive`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(403);
      await expect(new Client(bed.server.url).create('competitive', {})).rejects.toThrow('created through the API');
    });
  });

  describe('the lobby’s unready timer and the host’s Remove', () => {
    it('marks a player who did not ready up as disconnected after 30 s; the host may then remove them', async () => {
      const [, host, guest, third] = await threeSeated();
      third.send('toggle_ready');
      const marked = await host.take('player_ready_changed', (p) => p.userId === bed.ben.userId && p.disconnected);
      expect(marked.ready).toBe(false);
      expect(marked.participants.find((p) => p.user_id === bed.ben.userId)?.connected).toBe(true); // idle, not dropped
      await expect.poll(() => participant(host, bed.ben.userId)).toMatchObject({ disconnected: true, connected: true });

      third.send('remove_player', { userId: bed.ben.userId });
      expect(await third.take('error')).toEqual({ message: 'Only the host can remove players', code: 'host_only_remove' });
      host.send('remove_player', { userId: bed.cleo.userId });
      expect(await host.take('error')).toEqual({ message: 'Only disconnected players can be removed', code: 'not_removable' });

      host.send('remove_player', { userId: bed.ben.userId });
      expect(await third.take('player_left')).toMatchObject({ userId: bed.ben.userId, removed: true });
      expect(await guest.left).toBe(ROOM_CLOSE_CODES.removed);
    });
  });

  describe('a dropped connection', () => {
    it('keeps seat, progress and score for 30 s: the player reconnects and finishes where they were', async () => {
      const [, host, guest] = await twoSeated();
      const started = await startDealtRound(host, guest);
      const pairs = roundPairs(started.items, SPANISH);
      await matchAll(guest, pairs.slice(0, 1));
      const token = guest.room.reconnectionToken;
      await guest.drop();
      await expect.poll(() => participant(host, bed.ben.userId)).toMatchObject({ disconnected: true, connected: false });

      await guest.reconnect(token);
      const resumed = await guest.take('game_started');
      expect(resumed.matchedItems).toEqual([...pairs[0]!]);
      expect(resumed.items).toEqual(started.items);
      await expect.poll(() => participant(host, bed.ben.userId)).toMatchObject({ disconnected: false, connected: true });
      expect(participant(host, bed.ben.userId).progress).toBe(1);
      await matchAll(guest, pairs.slice(1));
      expect(await host.take('player_completed', (p) => p.user_id === bed.ben.userId)).toMatchObject({ correct: 3, attempts: 3 });
    });

    it('is a departure once the 30 s are over', async () => {
      const [, host, guest] = await twoSeated();
      await guest.drop();
      expect(await host.untaken('player_left', 100)).toEqual([]); // still seated inside the window
      expect(await host.take('player_left')).toMatchObject({ userId: bed.ben.userId, removed: false });
      await expect(guest.reconnect()).rejects.toThrow();
    });

    it('lets a player whose window ran out rejoin while the room exists: watching the running round, playing the next', async () => {
      const [code, host, guest, third] = await threeSeated();
      third.send('toggle_ready');
      await startRound(host, guest);
      await guest.drop();
      await host.take('player_left', (p) => p.userId === bed.ben.userId);
      // "Rejoin room ABC123": the REST check and the websocket join both let a former player back in mid-round.
      expect((await rest(bed.server.url, 'join-room', bed.ben.token, { roomCode: code })).status).toBe(200);
      const back = await bed.join(bed.ben, code);
      expect(await back.take('round_in_progress')).toMatchObject({ roundNumber: 1, pairCount: 3 });
      expect(await back.untaken('game_started', 100)).toEqual([]);
      // A newcomer still may not.
      await expect(joinWithToken((await createAccount(bed.handle.db, 'late')).token, code)).rejects.toThrow('Game already in progress');
    });
  });

  describe('leaving', () => {
    it('gives up the seat at once on a goodbye: room.leave() or the leave_room message', async () => {
      const [, host, guest, third] = await threeSeated();
      guest.send('leave_room');
      expect(await host.take('player_left')).toMatchObject({ userId: bed.ben.userId, removed: false, newHostId: bed.ana.userId });
      await host.leave();
      expect(await third.take('player_left', (p) => p.userId === bed.ana.userId)).toMatchObject({ newHostId: bed.cleo.userId });
    });
  });

  describe('leaving during play', () => {
    it('tells the others when a player quits, closes the quitter’s connection and places them last', async () => {
      const [, host, guest] = await twoSeated();
      const pairs = roundPairs(await startRound(host, guest), SPANISH);
      guest.send('quit_game');
      expect(await host.take('player_quit_game')).toEqual({ userId: bed.ben.userId, username: bed.ben.username });
      expect(await guest.left).toBe(ROOM_CLOSE_CODES.quit);
      await matchAll(host, pairs);
      const ended = await host.take('game_ended');
      expect(ended.currentRound.map((r) => [r.user_id, r.finished])).toEqual([
        [bed.ana.userId, true],
        [bed.ben.userId, false],
      ]);
    });

    it('closes the connections of a user suspended while playing, in this and every other process', async () => {
      const [, host, guest] = await twoSeated();
      await guest.take('player_joined', (p) => p.userId === bed.ben.userId); // fully joined: messages reach bed.ben
      await disconnectUser(bed.ben.id, 'Your account is suspended: Cheating');
      expect(await guest.take('error')).toEqual({ message: 'Your account is suspended: Cheating', code: 'account_suspended' });
      expect(await guest.left).toBe(ROOM_CLOSE_CODES.suspended);
      expect(await host.take('player_left')).toMatchObject({ userId: bed.ben.userId });
    });
  });
});
