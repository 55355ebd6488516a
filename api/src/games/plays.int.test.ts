import { testBackends } from '@matchdrop/db/testing';
import { uniquePairs, isPairIn } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';
import type { PlayJson } from './plays-service.js';

const SIX = { H: 'Hydrogen', He: 'Helium', Li: 'Lithium', Be: 'Beryllium', B: 'Boron', C: 'Carbon' };
const play = (overrides: Record<string, unknown> = {}) => ({
  mode: 'freeplay',
  pairs: 6,
  score: 10,
  accuracy: 80,
  time: 30_000,
  correct: 6,
  wrong: 1,
  ...overrides,
});

describe.each(await testBackends())('plays, history, leaderboard, analytics and deals on %s', (kind) => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let privateId: number;
  let publicId: number;

  const path = (id: number, rest: string) => `/api/v2/dictionaries/${id}/${rest}`;
  const record = (id: number, user: TestUser | undefined, body: Record<string, unknown>) =>
    api.call<{ session: PlayJson; error?: string }>('POST', path(id, 'play'), { token: user?.token, body });

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await api.createUser();
    other = await api.createUser();
    const save = async (body: Record<string, unknown>) =>
      (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { data: SIX, ...body } })).body.dictionary.id;
    privateId = await save({ name: 'Private' });
    publicId = await save({ name: 'Public', is_public: true });
  });
  afterAll(() => api.close());

  it('records a game session and answers it', async () => {
    const res = await record(privateId, owner, play({ mode: 'competitive', score: -3.5, missedPairs: [['Hydrogen', 'H']] }));
    expect(res.status).toBe(201);
    expect(res.body.session).toEqual({
      id: expect.any(Number),
      mode: 'competitive',
      pairs: 6,
      score: -3.5,
      accuracy: 80,
      time: 30_000,
      correct: 6,
      wrong: 1,
      missedPairs: [['Hydrogen', 'H']],
      played_at: expect.any(String),
      // R-JUDGE-5: the client's word, not the server's judgment.
      verified: false,
    });
  });

  it('lets anyone who can see the game record a play: not another user’s private game', async () => {
    expect(await record(privateId, other, play())).toEqual({ status: 404, body: { error: 'Game not found', code: 'game_not_found' } });
    expect(await record(privateId, undefined, play())).toEqual({ status: 404, body: { error: 'Game not found', code: 'game_not_found' } });
    expect((await record(publicId, other, play())).status).toBe(201);
    expect((await record(publicId, undefined, play())).status).toBe(200);
  });

  it("R-JUDGE-5: answers a visitor's reported play without storing it (no history would ever show it), and still checks it", async () => {
    const rows = async () => (await api.handle.db.selectFrom('game_sessions').select('id').where('dictionary_id', '=', publicId).execute()).length;
    const before = await rows();
    const visitor = await record(publicId, undefined, play({ missedPairs: [['H', 'Hydrogen']] }));
    expect(visitor).toEqual({ status: 200, body: { message: 'Game session not recorded: log in to keep a history of your games', session: null } });
    expect(await rows()).toBe(before);
    expect((await record(publicId, undefined, play({ missedPairs: [['H', 'Helium']] }))).body).toMatchObject({ code: 'invalid_input', field: 'missedPairs' });
    expect((await record(publicId, undefined, play({ accuracy: 101 }))).status).toBe(400);
    // A signed-in player's report is still kept, unverified, for their own history.
    expect((await record(publicId, await api.createUser(), play())).status).toBe(201);
    expect(await rows()).toBe(before + 1);
  });

  it('refuses a malformed session with 400', async () => {
    expect((await record(privateId, owner, play({ accuracy: 101 }))).body.error).toBe('accuracy must be 0-100');
    expect((await record(privateId, owner, play({ time: undefined }))).body.error).toBe('time is required');
    expect((await record(privateId, owner, play({ mode: 'ranked' }))).body.error).toBe("mode must be 'freeplay' or 'competitive'");
    expect((await record(privateId, owner, play({ pairs: 0 }))).body.error).toBe('pairs must be at least 1');
    const foreign = await record(privateId, owner, play({ missedPairs: [['H', 'Helium']] }));
    expect(foreign).toEqual({ status: 400, body: { error: 'missedPairs must hold pairs of this game', code: 'invalid_input', field: 'missedPairs' } });
  });

  it('answers the requesting user’s own history, newest first, 50 by default', async () => {
    const player = await api.createUser();
    const rows = Array.from({ length: 55 }, (_, i) => ({
      dictionary_id: publicId,
      user_id: player.id,
      pairs: 3,
      score: i,
      time_ms: 1000,
      played_at: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await api.handle.db.insertInto('game_sessions').values(rows).execute();
    const res = await api.call<{ history: PlayJson[] }>('GET', path(publicId, 'history'), { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.history).toHaveLength(50);
    expect(res.body.history.slice(0, 3).map((s) => s.score)).toEqual([54, 53, 52]);
    const three = await api.call<{ history: PlayJson[] }>('GET', `${path(publicId, 'history')}?limit=3`, { token: player.token });
    expect(three.body.history.map((s) => s.score)).toEqual([54, 53, 52]);
    const others = await api.call<{ history: PlayJson[] }>('GET', path(publicId, 'history'), { token: other.token });
    expect(others.body.history).toHaveLength(1);
    expect((await api.call('GET', path(publicId, 'history'))).status).toBe(401);
    expect((await api.call('GET', path(privateId, 'history'), { token: other.token })).status).toBe(404);
  });

  it('ranks each player once by their best play: highest score, then the shorter time', async () => {
    const game = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { name: 'Ranked', data: SIX } })).body.dictionary.id;
    const [a, b, c] = [await api.createUser(), await api.createUser(), await api.createUser()];
    const sessions: Array<[TestUser, number, number]> = [
      [a, 10, 5000],
      [a, 14, 9000],
      [b, 14, 7000],
      [b, 2, 1000],
      [c, 8, 100],
    ];
    const rows = sessions.map(([user, score, time]) => ({ dictionary_id: game, user_id: user.id, pairs: 6, score, time_ms: time, verified: true }));
    await api.handle.db.insertInto('game_sessions').values(rows).execute();
    const res = await api.call<{ leaderboard: Array<Record<string, unknown>> }>('GET', path(game, 'leaderboard'), { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.leaderboard.map((r) => [r.rank, r.username, r.score, r.time])).toEqual([
      [1, b.username, 14, 7000],
      [2, a.username, 14, 9000],
      [3, c.username, 8, 100],
    ]);
    const two = await api.call<{ leaderboard: unknown[] }>('GET', `${path(game, 'leaderboard')}?limit=2`, { token: owner.token });
    expect(two.body.leaderboard).toHaveLength(2);
    expect((await api.call('GET', path(game, 'leaderboard'), { token: other.token })).status).toBe(404);
  });

  it('lists 20 players by default', async () => {
    const game = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { name: 'Crowded', data: SIX, is_public: true } }))
      .body.dictionary.id;
    for (let i = 0; i < 21; i++) {
      const user = await api.createUser();
      await api.handle.db.insertInto('game_sessions').values({ dictionary_id: game, user_id: user.id, pairs: 3, score: i, time_ms: 1, verified: true }).execute();
    }
    const res = await api.call<{ leaderboard: Array<{ score: number }> }>('GET', path(game, 'leaderboard'));
    expect(res.body.leaderboard).toHaveLength(20);
    expect(res.body.leaderboard[0]!.score).toBe(20);
  });

  it('sums up the plays: count, players, average accuracy and time, most missed pairs in either direction', async () => {
    const game = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { name: 'Measured', data: SIX, is_public: true } }))
      .body.dictionary.id;
    const empty = await api.call<{ analytics: unknown }>('GET', path(game, 'analytics'));
    expect(empty.body.analytics).toEqual({ plays: 0, players: 0, averageAccuracy: 0, averageTime: 0, mostMissedPairs: [] });
    // Judged plays (R-JUDGE-5), as the judge stores them; the unverified one (a client's report) counts nowhere.
    const judged = (user: TestUser | undefined, accuracy: number, time: number, missed: Array<[string, string]> = [], verified = true) => ({
      dictionary_id: game,
      user_id: user?.id ?? null,
      pairs: 6,
      score: 10,
      accuracy,
      time_ms: time,
      missed_pairs: missed,
      verified,
    });
    await api.handle.db
      .insertInto('game_sessions')
      .values([
        judged(owner, 50, 1000, [
          ['H', 'Hydrogen'],
          ['Li', 'Lithium'],
        ]),
        judged(owner, 60, 2000, [['Hydrogen', 'H']]),
        judged(other, 70, 4000, [
          ['H', 'Hydrogen'],
          ['Carbon', 'C'],
        ]),
        judged(undefined, 100, 5000),
        judged(other, 0, 1, [['Be', 'Beryllium']], false),
      ])
      .execute();
    const res = await api.call<{ analytics: Record<string, unknown> }>('GET', path(game, 'analytics'));
    expect(res.status).toBe(200);
    expect(res.body.analytics).toMatchObject({ plays: 4, players: 2, averageAccuracy: 70, averageTime: 3000 });
    expect(res.body.analytics.mostMissedPairs).toEqual([
      { pair: ['H', 'Hydrogen'], misses: 3 },
      { pair: ['C', 'Carbon'], misses: 1 },
      { pair: ['Li', 'Lithium'], misses: 1 },
    ]);
    expect((await api.call('GET', path(privateId, 'analytics'), { token: other.token })).status).toBe(404);
  });

  it('deals unique pairs of the game with their items, 3 by default, random from call to call', async () => {
    type Deal = { pairs: Array<[string, string]>; items: string[] };
    const deal = async (query: string) => (await api.call<Deal>('GET', `${path(publicId, 'pairs')}${query}`)).body;
    const four = await deal('?count=4');
    expect(four.pairs).toHaveLength(4);
    const gamePairs = uniquePairs(SIX);
    for (const [a, b] of four.pairs) expect(isPairIn(gamePairs, a, b)).toBe(true);
    expect(new Set(four.items).size).toBe(8);
    expect(four.items).toEqual(four.pairs.flat());
    expect((await deal('')).pairs).toHaveLength(3);
    expect((await deal('?count=50')).pairs).toHaveLength(6);
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) seen.add(JSON.stringify((await deal('?count=3')).pairs));
    expect(seen.size).toBeGreaterThan(1);
    expect(await api.call('GET', `${path(publicId, 'pairs')}?count=0`)).toEqual({
      status: 400,
      body: { error: 'count must be at least 1', code: 'invalid_input', field: 'count' },
    });
    expect((await api.call('GET', path(privateId, 'pairs'), { token: other.token })).status).toBe(404);
  });

  it('never deals two pairs sharing an item in an ambiguous game', async () => {
    const data = { '2 × 6': '12', '3 × 4': '12', '12': '2 × 6', '2 × 3': '6', '6': '2 × 3', '1 × 6': '6', '5 × 5': '25', '25': '5 × 5' };
    const game = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: owner.token, body: { name: 'Ambiguous', data } })).body.dictionary.id;
    for (let i = 0; i < 5; i++) {
      const res = await api.call<{ pairs: Array<[string, string]>; items: string[] }>('GET', `${path(game, 'pairs')}?count=10`, { token: owner.token });
      expect(res.body.pairs).toHaveLength(3);
      expect(new Set(res.body.items).size).toBe(6);
    }
  });
});
