import { testBackends } from '@matchdrop/db/testing';
import { createRng } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playJudged, startTestApi, type TestApi, type TestUser } from '../testing.js';
import type { PlayJson } from './plays-service.js';

interface Standing {
  rank: number;
  user_id: number;
  username: string;
  score: number;
  time: number;
}
interface Board {
  leaderboard: Standing[];
  me: Standing | null;
}

const play = (overrides: Record<string, unknown> = {}) => ({ mode: 'freeplay', pairs: 5, score: 10, accuracy: 80, time: 30_000, correct: 5, wrong: 1, ...overrides });

describe.each(await testBackends())('progress figures (built-in games, standings, thousands of plays) on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;
  const builtin = (rest: string) => `/api/v2/builtin-games/animals${rest === '' ? '' : `/${rest}`}`;

  beforeAll(async () => {
    api = await startTestApi(kind);
    [alice, bob] = await api.createUsers(2);
  });
  afterAll(() => api.close());

  it('gives a built-in game a server identity: judged plays, history, a global leaderboard and analytics', async () => {
    const judged = (token: string | undefined, wrong: number) => playJudged(api, builtin(''), { pairs: 5, token, wrong });
    const recorded = await judged(alice.token, 2);
    expect(recorded.status).toBe(201);
    expect(recorded.body.session).toMatchObject({ mode: 'freeplay', score: 8, correct: 5, wrong: 2, verified: true });
    expect(recorded.body.session.missedPairs).toHaveLength(2);
    await judged(alice.token, 0);
    const bobs = await judged(bob.token, 1);
    // A visitor's play counts in the totals only.
    expect((await judged(undefined, 0)).status).toBe(201);

    const history = await api.call<{ history: PlayJson[] }>('GET', builtin('history'), { token: alice.token });
    expect(history.body.history.map((p) => p.score)).toEqual([10, 8]);
    const board = await api.call<Board>('GET', builtin('leaderboard'), { token: bob.token });
    expect(board.body.leaderboard.map((r) => [r.rank, r.username, r.score])).toEqual([
      [1, alice.username, 10],
      [2, bob.username, 9],
    ]);
    expect(board.body.me).toMatchObject({ rank: 2, username: bob.username, score: 9 });
    expect((await api.call<Board>('GET', builtin('leaderboard'))).body.me).toBeNull();
    const stats = await api.call<{ analytics: { plays: number; players: number; mostMissedPairs: Array<{ pair: string[]; misses: number }> } }>('GET', builtin('analytics'));
    expect(stats.body.analytics).toMatchObject({ plays: 4, players: 2 });
    const missed = [...recorded.body.session.missedPairs, ...bobs.body.session.missedPairs];
    expect(stats.body.analytics.mostMissedPairs.reduce((sum, { misses }) => sum + misses, 0)).toBe(missed.length);
  });

  it('refuses an unknown built-in game and a missed pair that is not one of its pairs', async () => {
    expect(await api.call('GET', '/api/v2/builtin-games/no-such-game/leaderboard')).toEqual({ status: 404, body: { error: 'Game not found', code: 'game_not_found' } });
    expect(await api.call('GET', '/api/v2/builtin-games/BAD%20id/leaderboard')).toEqual({
      status: 400,
      body: { error: 'Invalid game id', code: 'invalid_input', field: 'gameId' },
    });
    const foreign = await api.call('POST', builtin('play'), { token: alice.token, body: play({ missedPairs: [['cat', 'Hydrogen']] }) });
    expect(foreign).toEqual({ status: 400, body: { error: 'missedPairs must hold pairs of this game', code: 'invalid_input', field: 'missedPairs' } });
  });

  it('shows competitive rounds stored by the game server in history and on the leaderboard, as such', async () => {
    const carol = await api.createUser();
    await api.handle.db
      .insertInto('game_sessions')
      .values({ builtin_game_id: 'countries', user_id: carol.id, mode: 'competitive', pairs: 6, score: 140.5, accuracy: 90, time_ms: 9000, room_code: 'ABCDEF', verified: true })
      .execute();
    const history = await api.call<{ history: PlayJson[] }>('GET', '/api/v2/builtin-games/countries/history', { token: carol.token });
    expect(history.body.history).toEqual([expect.objectContaining({ mode: 'competitive', score: 140.5 })]);
    const board = await api.call<Board>('GET', '/api/v2/builtin-games/countries/leaderboard', { token: carol.token });
    expect(board.body.me).toMatchObject({ rank: 1, score: 140.5 });
  });

  it('ranks thousands of plays exactly like a full scan would, and counts hardest pairs the same', async () => {
    const owner = await api.createUser();
    const data = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        [`w${i}`, `m${i}`],
        [`m${i}`, `w${i}`],
      ]).flat(),
    );
    const game = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { name: 'Big', data, is_public: true } })).body
      .dictionary.id;
    const players = [owner];
    for (let i = 0; i < 40; i++) players.push(await api.createUser());
    const rng = createRng('thousands');
    const pick = (n: number) => Math.floor(rng.next() * n);
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const missed = Array.from({ length: pick(3) }, () => {
        const k = pick(12);
        return rng.next() < 0.5 ? [`w${k}`, `m${k}`] : [`m${k}`, `w${k}`];
      }) as Array<[string, string]>;
      return {
        dictionary_id: game,
        user_id: players[pick(players.length)]!.id,
        pairs: 12,
        score: pick(30),
        accuracy: pick(101),
        time_ms: 1000 + pick(50) * 100,
        missed_pairs: missed,
        played_at: new Date(Date.UTC(2025, 0, 1) + i * 1000),
        verified: true,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await api.handle.db
        .insertInto('game_sessions')
        .values(rows.slice(i, i + 500))
        .execute();

    // The reference: every player's best by a full scan, ordered by score desc, time asc, earlier first.
    const best = new Map<number, (typeof rows)[number]>();
    for (const row of rows) {
      const held = best.get(row.user_id);
      if (!held || row.score > held.score || (row.score === held.score && row.time_ms < held.time_ms)) best.set(row.user_id, row);
    }
    const expected = [...best.values()]
      .sort((x, y) => y.score - x.score || x.time_ms - y.time_ms || x.played_at.getTime() - y.played_at.getTime() || x.user_id - y.user_id)
      .map((row) => [row.user_id, row.score, row.time_ms]);
    const board = await api.call<Board>('GET', `/api/v2/dictionaries/${game}/leaderboard?limit=100`, { token: owner.token });
    expect(board.body.leaderboard.map((r) => [r.user_id, r.score, r.time])).toEqual(expected);
    const ownerPlace = expected.findIndex(([id]) => id === owner.id) + 1;
    expect(board.body.me?.rank).toBe(ownerPlace);

    const misses = new Map<string, number>();
    for (const row of rows)
      for (const [a, b] of row.missed_pairs) {
        const key = a.startsWith('w') ? `${a}|${b}` : `${b}|${a}`;
        misses.set(key, (misses.get(key) ?? 0) + 1);
      }
    const hardest = [...misses.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, 5);
    const stats = await api.call<{ analytics: { plays: number; players: number; averageAccuracy: number; mostMissedPairs: Array<{ pair: string[]; misses: number }> } }>(
      'GET',
      `/api/v2/dictionaries/${game}/analytics`,
    );
    expect(stats.body.analytics.plays).toBe(3000);
    expect(stats.body.analytics.players).toBe(best.size);
    const avg = rows.reduce((sum, row) => sum + row.accuracy, 0) / rows.length;
    expect(stats.body.analytics.averageAccuracy).toBeCloseTo(avg, 1);
    expect(stats.body.analytics.mostMissedPairs.map(({ misses: n }) => n)).toEqual(hardest.map(([, n]) => n));
    expect(new Set(stats.body.analytics.mostMissedPairs.map(({ pair }) => [...pair].sort().reverse().join('|')))).toEqual(new Set(hardest.map(([key]) => key)));
  });

  it('forgets a deleted game’s figures with it', async () => {
    const game = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: alice.token, body: { name: 'Gone', data: { a: 'b', c: 'd', e: 'f' } } }))
      .body.dictionary.id;
    await playJudged(api, `/api/v2/dictionaries/${game}`, { pairs: 3, token: alice.token, wrong: 1 });
    expect(await api.handle.db.selectFrom('game_player_bests').select('user_id').where('dictionary_id', '=', game).execute()).toHaveLength(1);
    await api.call('DELETE', `/api/v2/dictionaries/${game}`, { token: alice.token });
    for (const table of ['game_player_bests', 'game_play_totals', 'game_pair_misses'] as const) {
      expect(await api.handle.db.selectFrom(table).select('game_key').where('game_key', '=', `d:${game}`).execute()).toEqual([]);
    }
  });
});
