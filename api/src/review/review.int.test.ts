import { testBackends } from '@matchdrop/db/testing';
import { findBuiltinGame } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../deps.js';
import { playJudged, startTestApi, type TestApi, type TestUser } from '../testing.js';

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
  const answer = (answers: Array<{ id: number; correct: boolean }>) => api.call<{ judged: number }>('POST', '/api/review/answers', { token: player.token, body: { answers } });

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

  it('moves a pair matched right further out, and brings a missed one back soon', async () => {
    const due = await get<Due>('/api/review/due');
    const right = due.pairs.find((p) => p.game === 'Spanish')!;
    const wrong = due.pairs.find((p) => p.game !== 'Spanish')!;
    const rest = due.pairs.filter((p) => p !== right && p !== wrong);
    expect((await answer([{ id: right.id, correct: true }, { id: wrong.id, correct: false }, ...rest.map((p) => ({ id: p.id, correct: true }))])).body).toEqual({ judged: 4 });
    expect((await get<Due>('/api/review/due')).pairs).toEqual([]);
    now += 5 * 60_000; // five minutes: the missed pair is back (1 min step), the right ones are not (10 min)
    expect((await get<Due>('/api/review/due')).pairs.map((p) => p.id)).toEqual([wrong.id]);
    expect((await get<Summary>('/api/review/summary')).streak).toBe(1);
  });

  it('graduates a pair answered right on later days (learned), and counts a day streak', async () => {
    for (let day = 1; day <= 3; day++) {
      now += DAY;
      const due = await get<Due>('/api/review/due');
      if (due.pairs.length > 0) await answer(due.pairs.map((p) => ({ id: p.id, correct: true })));
    }
    const summary = await get<Summary>('/api/review/summary');
    expect(summary.learned).toBeGreaterThanOrEqual(1);
    expect(summary.streak).toBeGreaterThanOrEqual(2);
    now += 3 * DAY; // a gap of days breaks the streak
    expect((await get<Summary>('/api/review/summary')).streak).toBe(0);
  });

  it('ignores other players’ cards, refuses bad answers, and needs a login', async () => {
    const other = await api.createUser();
    const mine = (await get<Due>('/api/review/due?limit=20')).pairs;
    const theirs = await api.call<{ judged: number }>('POST', '/api/review/answers', { token: other.token, body: { answers: [{ id: mine[0]?.id ?? 1, correct: true }] } });
    expect(theirs.body).toEqual({ judged: 0 });
    expect((await answer([])).body).toEqual({ error: 'answers must not be empty', code: 'invalid_input', field: 'answers' });
    expect((await api.call('GET', '/api/review/due')).status).toBe(401);
    expect((await api.call('GET', '/api/review/due?limit=21', { token: player.token })).status).toBe(400);
  });

  it('drops a deleted game’s pairs from the queue', async () => {
    expect((await get<Summary>('/api/review/summary')).total).toBe(4);
    await api.call('DELETE', `/api/v2/dictionaries/${savedId}`, { token: player.token });
    expect((await get<Summary>('/api/review/summary')).total).toBe(2);
  });
});
