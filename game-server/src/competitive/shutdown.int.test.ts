import { openTestDatabase, testBackends } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import { findBuiltinGame } from '@matchdrop/shared';
import type { GameData } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDealtRound } from './testing/flow.js';
import { createRoom, roundPairs, TestPlayer } from './testing/player.js';
import { createAccount, startTestServer } from './testing/server.js';
import type { TestAccount } from './testing/server.js';

/** Colyseus's close code for connections closed by a server shutdown. */
const SERVER_SHUTDOWN = 4001;
const ANIMALS = findBuiltinGame('animals')!.data as GameData;

describe.each(await testBackends())('rooms closed by a server shutdown (%s)', (kind) => {
  let handle: TestDbHandle;
  let ana: TestAccount;
  let ben: TestAccount;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    [ana, ben] = [await createAccount(handle.db, 'ana'), await createAccount(handle.db, 'ben')];
  });
  afterAll(() => handle?.close());

  /** A fresh server over the suite's database, a built-in game's room on it, and its two players seated. */
  async function seatedRoom() {
    const server = await startTestServer({ db: handle.db, timeScale: 0.01 });
    const code = await createRoom(server.url, ana, { dictionaryType: 'builtin', dictionaryId: 'animals', pairCount: 3 });
    const host = await TestPlayer.join(server.url, ana, code);
    const guest = await TestPlayer.join(server.url, ben, code);
    await host.take('player_joined', (p) => p.userId === ben.userId);
    return { server, code, host, guest };
  }

  it('tells the players the server is restarting, and stores a round cut off mid-play as interrupted, not as a result', async () => {
    const { server, code, host, guest } = await seatedRoom();
    const pairs = roundPairs((await startDealtRound(host, guest)).items, ANIMALS);
    expect(pairs).toHaveLength(3);
    // ana finishes (a real score), ben matches one pair of three; then the server stops.
    for (const [a, b] of pairs) host.send('match_attempt', { item1: a, item2: b });
    await guest.take('player_completed', (p) => p.user_id === ana.userId);
    guest.send('match_attempt', { item1: pairs[0]![0], item2: pairs[0]![1] });
    await host.take('player_progress_update', (p) => p.userId === ben.userId);

    await server.close();
    const told = { reason: 'server_restarting', message: 'The server is restarting' };
    expect(await host.take('room_closed')).toEqual(told);
    expect(await guest.take('room_closed')).toEqual(told);
    expect(await Promise.all([host.left, guest.left])).toEqual([SERVER_SHUTDOWN, SERVER_SHUTDOWN]);

    const rounds = await handle.db.selectFrom('competitive_rounds').selectAll().where('room_code', '=', code).execute();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ interrupted: true, builtin_game_id: 'animals', pair_count: 3 });
    const results = await handle.db
      .selectFrom('competitive_results')
      .select(['user_id', 'finished', 'correct', 'placement'])
      .where('round_id', '=', rounds[0]!.id)
      .orderBy('user_id')
      .execute();
    expect(results).toEqual([
      { user_id: ana.id, finished: true, correct: 3, placement: null },
      { user_id: ben.id, finished: false, correct: 1, placement: null },
    ]);
    // Not a result: nothing in the game's leaderboard or anyone's history (game sessions).
    const sessions = await handle.db.selectFrom('game_sessions').select('id').where('room_code', '=', code).execute();
    expect(sessions).toEqual([]);
  });

  it('closes a room waiting in the lobby with the same message, storing no round', async () => {
    const { server, code, host, guest } = await seatedRoom();
    // Once ben's ready reaches the room his seat is fully joined (messages to a seat still joining are held back).
    guest.send('toggle_ready');
    await host.take('player_ready_changed', (p) => p.userId === ben.userId);
    await server.close();
    expect(await guest.take('room_closed')).toMatchObject({ reason: 'server_restarting' });
    expect(await host.left).toBe(SERVER_SHUTDOWN);
    const rounds = await handle.db.selectFrom('competitive_rounds').select('id').where('room_code', '=', code).execute();
    expect(rounds).toEqual([]);
  });
});
