import { testBackends } from '@matchdrop/db/testing';
import { ATTEMPT_GAP_MIN_MS, DEAL_LIFETIME_MS, JUDGE_NETWORK_ALLOWANCE_MS, dealtPairs, findBuiltinGame, type DealAnswer, type Pair, type PlayRecord } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, pairsOfItems, playJudged, recordOf, startTestApi, type MovableClock, type TestApi, type TestUser } from '../testing.js';
import { PLAY_LIMITS } from './play-limits.js';

const SQUARES = findBuiltinGame('squares-table')!;
const GAME = '/api/v2/builtin-games/squares-table';
const PAIRS = 10;

interface Board {
  leaderboard: Array<{ username: string; score: number; time: number }>;
  me: { rank: number; score: number } | null;
}
interface Analytics {
  analytics: { plays: number; players: number; averageAccuracy: number };
}

describe.each(await testBackends())('free play judged by the server; only judged plays are public (R-JUDGE) on %s', (kind) => {
  let api: TestApi;
  let clock: MovableClock;
  let forger: TestUser;
  let player: TestUser;

  const board = async () => (await api.call<Board>('GET', `${GAME}/leaderboard`)).body;
  const plays = async () => (await api.call<Analytics>('GET', `${GAME}/analytics`)).body.analytics.plays;
  const deal = async (token?: string, pairs = PAIRS) => (await api.call<DealAnswer>('POST', `${GAME}/deals`, { token, body: { pairs } })).body;
  const send = (token: string | undefined, body: unknown) => api.call<{ session: PlayRecord; error?: string }>('POST', `${GAME}/plays`, { token, body });

  beforeAll(async () => {
    // A clock that stands still unless a test moves it: the server's times below are exact.
    clock = movableClock(new Date('2030-03-04T09:00:00Z'));
    api = await startTestApi(kind, { clock });
    [forger, player] = await api.createUsers(2);
  });
  afterAll(() => api.close());

  it("keeps the issue's forged play private: 201 for the old client, in the forger's history only, marked unverified (R-JUDGE-5)", async () => {
    const forged = await api.call<{ session: PlayRecord }>('POST', `${GAME}/play`, {
      token: forger.token,
      body: { pairs: 1, score: 2_000_000_000, accuracy: 100, time: 1, correct: 0, wrong: 0 },
    });
    expect(forged.status).toBe(201);
    expect(forged.body.session).toMatchObject({ score: 2_000_000_000, verified: false });
    expect((await board()).leaderboard).toEqual([]);
    expect(await plays()).toBe(0);
    const history = await api.call<{ history: PlayRecord[] }>('GET', `${GAME}/history`, { token: forger.token });
    expect(history.body.history.map((p) => [p.score, p.verified])).toEqual([[2_000_000_000, false]]);
  });

  it('ranks a judged perfect play with the figures the server worked out, and counts it once however often its record is sent (R-JUDGE-2, R-JUDGE-6)', async () => {
    const dealt = await deal(player.token);
    expect(dealt).toMatchObject({ pairs: PAIRS, expiresAt: new Date(Date.parse('2030-03-04T09:00:00Z') + DEAL_LIFETIME_MS).toISOString() });
    // The items are the seed's deal of the game (R-JUDGE-1), in the order they enter the field.
    expect(pairsOfItems(dealt.items)).toEqual(dealtPairs(SQUARES.data, PAIRS, dealt.seed));
    const attempts = recordOf(pairsOfItems(dealt.items), 0, 1000);
    clock.advance(12_000);
    const judged = await send(player.token, { deal: dealt.deal, attempts });
    expect(judged.status).toBe(201);
    expect(judged.body.session).toMatchObject({
      mode: 'freeplay',
      pairs: PAIRS,
      score: 2 * PAIRS,
      accuracy: 100,
      correct: PAIRS,
      wrong: 0,
      missedPairs: [],
      time: 10_000,
      verified: true,
    });
    // The connection dropped before the answer came: the same record again is the same play.
    const again = await send(player.token, { deal: dealt.deal, attempts });
    expect(again.status).toBe(200);
    expect(again.body.session.id).toBe(judged.body.session.id);
    expect((await board()).leaderboard).toEqual([expect.objectContaining({ username: player.username, score: 2 * PAIRS, time: 10_000 })]);
    expect(await plays()).toBe(1);
  });

  it('stores records arriving together (one statement) each once, the same deal sent twice at once included (R-JUDGE-6)', async () => {
    const before = await plays();
    const crowd = await Promise.all(Array.from({ length: 12 }, () => api.createUser()));
    const records = await Promise.all(
      crowd.map(async (user) => {
        const dealt = await deal(user.token);
        return { token: user.token, body: { deal: dealt.deal, attempts: recordOf(pairsOfItems(dealt.items), 0, 200) } };
      }),
    );
    const answers = await Promise.all([...records, records[0]!].map(({ token, body }) => send(token, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(12).fill(201), 200].sort());
    expect(answers.at(-1)!.body.session.id).toBe(answers[0]!.body.session.id);
    expect(await plays()).toBe(before + 12);
  });

  it("records the server's time when the claim is shorter than the server saw, allowing for the network (R-JUDGE-4)", async () => {
    const dealt = await deal(player.token);
    const attempts = recordOf(pairsOfItems(dealt.items), 0, ATTEMPT_GAP_MIN_MS);
    clock.advance(60_000);
    const judged = await send(player.token, { deal: dealt.deal, attempts });
    expect(judged.body.session.time).toBe(60_000 - JUDGE_NETWORK_ALLOWANCE_MS);
  });

  it('refuses impossible records with 400 and a clear error, and counts them nowhere (R-JUDGE-3)', async () => {
    const before = await plays();
    const refused = async (body: (dealt: DealAnswer, pairs: Pair[]) => unknown, error: string, token = player.token) => {
      const dealt = await deal(token);
      clock.advance(30_000);
      const answer = await send(token, body(dealt, pairsOfItems(dealt.items)));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
    };
    await refused((d, pairs) => ({ deal: d.deal, attempts: [{ a: '1²', b: '999', at: 500 }, ...recordOf(pairs, 0, 1000)] }), 'An attempt holds an item that is not in this deal');
    await refused(
      (d, pairs) => ({ deal: d.deal, attempts: [...recordOf(pairs, 0, 1000), { a: pairs[0]![0], b: pairs[0]![1], at: 20_000 }] }),
      'An attempt holds a pair that was already matched',
    );
    await refused((d, pairs) => ({ deal: d.deal, attempts: recordOf(pairs, 0, 5) }), `Attempts must be at least ${ATTEMPT_GAP_MIN_MS} ms apart`);
    await refused((d, pairs) => ({ deal: d.deal, attempts: recordOf(pairs, 0, 5_000) }), 'The record claims a longer game than the server saw');
    await refused((d, pairs) => ({ deal: `${d.deal.slice(0, -3)}AAA`, attempts: recordOf(pairs, 0, 1000) }), 'deal is not a deal of this server');
    // Another player's deal cannot be played by the forger.
    const theirs = await deal(player.token);
    const stolen = await send(forger.token, { deal: theirs.deal, attempts: recordOf(pairsOfItems(theirs.items), 0, 200) });
    expect(stolen.body.error).toBe('This deal was dealt to another player');
    // A deal of another game.
    const other = await api.call<DealAnswer>('POST', '/api/v2/builtin-games/animals/deals', { token: player.token, body: { pairs: 3 } });
    expect((await send(player.token, { deal: other.body.deal, attempts: [] })).body.error).toBe('This deal is for another game');
    // A play longer than the deal lives.
    const old = await deal(player.token);
    clock.advance(DEAL_LIFETIME_MS + 1);
    expect((await send(player.token, { deal: old.deal, attempts: recordOf(pairsOfItems(old.items), 0, 1000) })).body.error).toBe('This deal has expired: start a new game');
    expect(await plays()).toBe(before);
  });

  it('queues in the review the pairs the server saw missed, never what an old client reports (R-JUDGE-7)', async () => {
    const learner = await api.createUser();
    const reported = await api.call('POST', `${GAME}/play`, {
      token: learner.token,
      body: { pairs: 3, score: 4, accuracy: 60, time: 9000, correct: 3, wrong: 2, missedPairs: [['1²', '1']] },
    });
    expect(reported.status).toBe(201);
    expect((await api.call<{ pairs: unknown[] }>('GET', '/api/review/due', { token: learner.token })).body.pairs).toEqual([]);
    clock.advance(60_000);
    const judged = await playJudged(api, GAME, { pairs: 4, token: learner.token, wrong: 1 });
    expect(judged.body.session.missedPairs).toHaveLength(2);
    const due = await api.call<{ pairs: Array<{ pair: [string, string] }> }>('GET', '/api/review/due', { token: learner.token });
    expect(due.body.pairs.map((p) => [...p.pair].sort())).toEqual(expect.arrayContaining(judged.body.session.missedPairs.map((p) => [...p].sort())));
  });

  it('lets a class of 40 behind one address start a game each every 30 s, and stops a loop of 300 in a second with a 429 saying when (R-JUDGE-8)', async () => {
    const before = await plays();
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => api.call('POST', `${GAME}/deals`, { body: { pairs: PAIRS } })));
      expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
      clock.advance(30_000);
    }
    const loop = await Promise.all(
      Array.from({ length: 300 }, () => api.call('POST', `${GAME}/play`, { body: { pairs: PAIRS, score: 20, accuracy: 100, time: 1, correct: PAIRS, wrong: 0 } })),
    );
    const limited = loop.filter((a) => a.status === 429);
    expect(loop.filter((a) => a.status === 200)).toHaveLength(PLAY_LIMITS.perVisitorAddress.limit);
    expect(limited).toHaveLength(300 - PLAY_LIMITS.perVisitorAddress.limit);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited[0]!.body).toMatchObject({ error: 'Too many games recorded at once. Please wait a minute before trying again.', code: 'rate_limited' });
    // The 150 that got through were a visitor's word: not one of them is stored or counts (R-JUDGE-5).
    expect(await plays()).toBe(before);
  });

  it('limits deals per account too', async () => {
    clock.advance(60_000);
    const scripted = await api.createUser();
    const answers = [];
    for (let i = 0; i <= PLAY_LIMITS.perAccount.limit; i++) answers.push((await api.call('POST', `${GAME}/deals`, { token: scripted.token, body: { pairs: 3 } })).status);
    expect(answers.filter((s) => s === 201)).toHaveLength(PLAY_LIMITS.perAccount.limit);
    expect(answers.at(-1)).toBe(429);
  });
});
