import { testBackends } from '@matchdrop/db/testing';
import { findBuiltinGame, type JudgedResult, type RecordedAttempt, type ReviewDealAnswer } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../deps.js';
import { pairsOfItems, playJudged, recordOf, startTestApi, type TestApi, type TestUser } from '../testing.js';

interface Due {
  pairs: Array<{ id: number; pair: [string, string]; game: string }>;
}
interface Summary {
  dueNow: number;
  dueToday: number;
  learned: number;
  total: number;
  streak: number;
}

const DAY = 86_400_000;
const ANIMALS = findBuiltinGame('animals')!;
const SAVED = { one: 'uno', two: 'dos', three: 'tres' };

describe.each(await testBackends())('the review queue, scheduled by FSRS with an injected clock, on %s', (kind) => {
  let api: TestApi<Clock>;
  let now = Date.parse('2025-05-01T09:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  let player: TestUser;
  let savedId: number;
  const get = async <T>(path: string) => (await api.call<T>('GET', path, { token: player.token })).body;
  // R-JUDGE-7: a judged play with one wrong attempt (two pairs missed, as the server saw them).
  const play = async (path: string) => (await playJudged(api, path, { pairs: 3, token: player.token, wrong: 1 })).body.session.missedPairs;
  const reviewDeal = async (token = player.token) => (await api.call<ReviewDealAnswer>('POST', '/api/review/deals', { token })).body;
  const sendReview = (body: { deal: string; cards: number[]; attempts: RecordedAttempt[] }, token = player.token) =>
    api.call<{ judged: number; result: JudgedResult; error?: string }>('POST', '/api/review/plays', { token, body });
  /** R-JUDGE-10: a review played the way the client plays one: `wrong` misses the second and third dealt pairs. Answers the dealt ids, missed ones apart. */
  const review = async (wrong: number) => {
    const { review: cards, deal } = await reviewDeal();
    const dealt = pairsOfItems(deal!.items);
    const body = { deal: deal!.deal, cards: cards.map((c) => c.id), attempts: recordOf(dealt, wrong, 200) };
    const answer = await sendReview(body);
    expect(answer.status).toBe(200);
    const missed = new Set(answer.body.result.missedPairs.flat());
    return { answer: answer.body, missedIds: cards.filter((c) => missed.has(c.pair[0])).map((c) => c.id), ids: body.cards, again: () => sendReview(body) };
  };

  beforeAll(async () => {
    api = await startTestApi(kind, { clock });
    player = await api.createUser();
    savedId = (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: player.token, body: { name: 'Spanish', data: SAVED } })).body.dictionary.id;
  });
  afterAll(() => api.close());

  it('queues the missed pairs of built-in and saved games, due at once, mixed across games', async () => {
    expect(await play('/api/v2/builtin-games/animals')).toHaveLength(2);
    expect(await play(`/api/v2/dictionaries/${savedId}`)).toHaveLength(2);
    now += 2 * 60_000;
    const due = await get<Due>('/api/review/due');
    expect(due.pairs.map((p) => p.game).sort()).toEqual([ANIMALS.name, ANIMALS.name, 'Spanish', 'Spanish']);
    expect(await get<Summary>('/api/review/summary')).toMatchObject({ dueNow: 4, dueToday: 4, learned: 0, total: 4, streak: 0 });
  });

  it('refuses a review result the server did not judge, and leaves the queue as it was (R-JUDGE-10)', async () => {
    const { review: cards, deal } = await reviewDeal();
    const ids = cards.map((c) => c.id);
    const dealt = pairsOfItems(deal!.items);
    // The client's own word on what it got right is no longer taken.
    expect((await api.call('POST', '/api/review/answers', { token: player.token, body: { answers: ids.map((id) => ({ id, correct: true })) } })).status).toBe(404);
    // A record that does not finish the deal, one for fewer cards than dealt, one 5 ms a drop, another player's deal.
    const refused = [
      await sendReview({ deal: deal!.deal, cards: ids, attempts: recordOf(dealt, 0, 200).slice(1) }),
      await sendReview({ deal: deal!.deal, cards: ids.slice(1), attempts: recordOf(dealt.slice(1), 0, 200) }),
      await sendReview({ deal: deal!.deal, cards: ids, attempts: recordOf(dealt, 0, 5) }),
      await sendReview({ deal: deal!.deal, cards: ids, attempts: recordOf(dealt, 0, 200) }, (await api.createUser()).token),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(refused[1]!.body.error).toBe('This review was already recorded, or is not of these pairs: start a new review');
    expect(refused[2]!.body.error).toBe('Attempts must be at least 150 ms apart');
    expect((await get<Due>('/api/review/due')).pairs.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect((await get<Summary>('/api/review/summary')).streak).toBe(0);
  });

  it('moves a pair matched right further out, and brings a missed one back soon, as the server judged them (R-JUDGE-10)', async () => {
    const { answer, missedIds, ids, again } = await review(1);
    expect(answer).toMatchObject({ judged: 4, result: { pairs: 4, correct: 4, wrong: 1 } });
    expect(missedIds).toHaveLength(2);
    expect((await get<Due>('/api/review/due')).pairs).toEqual([]);
    // The same record again is refused: its cards have moved, and a review is judged once.
    expect((await again()).status).toBe(400);
    now += 5 * 60_000; // five minutes: the missed pairs are back (1 min step), the right ones are not (10 min)
    expect((await get<Due>('/api/review/due')).pairs.map((p) => p.id).sort()).toEqual([...missedIds].sort());
    expect(ids).toHaveLength(4);
    expect((await get<Summary>('/api/review/summary')).streak).toBe(1);
  });

  it('graduates a pair answered right on later days (learned), and counts a day streak', async () => {
    for (let day = 1; day <= 3; day++) {
      now += DAY;
      const due = await get<Due>('/api/review/due');
      if (due.pairs.length > 0) await review(0);
    }
    const summary = await get<Summary>('/api/review/summary');
    expect(summary.learned).toBeGreaterThanOrEqual(1);
    expect(summary.streak).toBeGreaterThanOrEqual(2);
    now += 3 * DAY; // a gap of days breaks the streak
    expect((await get<Summary>('/api/review/summary')).streak).toBe(0);
  });

  it('deals nothing when nothing is due, refuses bad records, and needs a login', async () => {
    const other = await api.createUser();
    expect(await reviewDeal(other.token)).toEqual({ review: [], deal: null });
    expect((await sendReview({ deal: 'x', cards: [], attempts: [] })).body).toEqual({ error: 'cards must not be empty', code: 'invalid_input', field: 'cards' });
    expect((await api.call('POST', '/api/review/deals')).status).toBe(401);
    expect((await api.call('GET', '/api/review/due')).status).toBe(401);
    expect((await api.call('GET', '/api/review/due?limit=21', { token: player.token })).status).toBe(400);
  });

  it('judges a review once when the same record arrives twice at the same moment (R-JUDGE-10)', async () => {
    const other = await api.createUser();
    await playJudged(api, '/api/v2/builtin-games/animals', { pairs: 3, token: other.token, wrong: 1 });
    now += 2 * 60_000;
    const { review: cards, deal } = await reviewDeal(other.token);
    const body = { deal: deal!.deal, cards: cards.map((c) => c.id), attempts: recordOf(pairsOfItems(deal!.items), 0, 200) };
    const answers = await Promise.all([sendReview(body, other.token), sendReview(body, other.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 200)!.body.judged).toBe(cards.length);
  });

  it('drops a deleted game’s pairs from the queue', async () => {
    expect((await get<Summary>('/api/review/summary')).total).toBe(4);
    await api.call('DELETE', `/api/v2/dictionaries/${savedId}`, { token: player.token });
    expect((await get<Summary>('/api/review/summary')).total).toBe(2);
  });
});
