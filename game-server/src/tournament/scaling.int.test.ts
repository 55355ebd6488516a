import { findBuiltinGame } from '@matchdrop/shared';
import type { JoinTournamentResponse, TournamentView } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../competitive/testing/server.js';
import type { TestAccount } from '../competitive/testing/server.js';
import { useTwoGameProcesses } from '../competitive/testing/two-processes.js';
import { TournamentBot } from './testing/bot.js';

// A Redis database of its own (keys are per database), emptied before and after.
const REDIS_URL = `redis://127.0.0.1:6379/${10 + ((process.pid + 3) % 6)}`;
const GAME = findBuiltinGame('animals')?.data ?? {};

describe('a tournament over two game-server processes sharing Redis', () => {
  const processes = useTwoGameProcesses(REDIS_URL);
  let host: TestAccount;
  const bots: TournamentBot[] = [];

  beforeAll(async () => {
    host = await createAccount(processes.db, 'tourney_host');
  });

  afterAll(async () => {
    await Promise.all(bots.map((b) => b.leave()));
  });

  it('players seated through both processes play a 2-round tournament to its podium', async () => {
    const { one, two } = processes;
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
