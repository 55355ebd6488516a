import { openTestDatabase } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import { findBuiltinGame } from '@matchdrop/shared';
import type { JoinTournamentResponse, TournamentView } from '@matchdrop/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameProcess } from '../competitive/testing/processes.js';
import type { GameProcess } from '../competitive/testing/processes.js';
import { createAccount } from '../competitive/testing/server.js';
import type { TestAccount } from '../competitive/testing/server.js';
import { TournamentBot } from './testing/bot.js';

// A Redis database of its own (keys are per database), emptied before and after.
const REDIS_URL = `redis://127.0.0.1:6379/${10 + ((process.pid + 3) % 6)}`;
const GAME = findBuiltinGame('animals')?.data ?? {};

describe('a tournament over two game-server processes sharing Redis', () => {
  let handle: TestDbHandle;
  let redis: Redis;
  let one: GameProcess;
  let two: GameProcess;
  let host: TestAccount;
  const bots: TournamentBot[] = [];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    await redis.flushdb();
    handle = await openTestDatabase('postgres');
    host = await createAccount(handle.db, 'tourney_host');
    const env = { databaseUrl: handle.databaseUrl!, redisUrl: REDIS_URL };
    [one, two] = await Promise.all([startGameProcess(env), startGameProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(bots.map((b) => b.leave()));
    await Promise.all([one?.stop(), two?.stop()]);
    await redis.flushdb();
    redis.disconnect();
    await handle?.close();
  }, 60_000);

  it('players seated through both processes play a 2-round tournament to its podium', async () => {
    const created = await fetch(`${one.url}/api/tournaments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
      body: JSON.stringify({ gameType: 'builtin', gameId: 'animals', pairCount: 3, rounds: 2, heatSize: 2 }),
    });
    expect(created.status).toBe(201);
    const { code } = ((await created.json()) as { tournament: TournamentView }).tournament;
    const projector = await new TournamentBot(two.url, host.token, null).join(code);
    bots.push(projector);

    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
    for (const [i, name] of names.entries()) {
      const via = i % 2 === 0 ? one : two;
      const res = await fetch(`${via.url}/api/tournaments/${code}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nickname: name }),
      });
      expect(res.status).toBe(200);
      const { token } = (await res.json()) as JoinTournamentResponse;
      bots.push(await new TournamentBot(via.url, token, GAME).join(code));
    }
    // Both processes answer with the same live tournament.
    const seen = await Promise.all([one, two].map(async (p) => ((await (await fetch(`${p.url}/api/tournaments/${code}`)).json()) as { tournament: TournamentView }).tournament));
    expect(seen[0]?.players.map((p) => p.name)).toEqual(names);
    expect(seen[0]?.playerCount).toBe(5);
    expect(seen[1]).toEqual(seen[0]);

    projector.send('start');
    const finished = await projector.next('finished', 1, 30_000);
    expect(finished.standings).toHaveLength(5);
    expect(finished.standings.every((r) => r.roundsPlayed === 2 && r.totalCorrect === 6)).toBe(true);
    expect(projector.count('round_ended')).toBe(2);
  }, 60_000);
});
