import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../deps.js';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

const DAY = 86_400_000;

describe.each(await testBackends())('my progress on %s', (kind) => {
  let api: TestApi<Clock>;
  const now = Date.parse('2025-06-30T12:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  let player: TestUser;

  beforeAll(async () => {
    api = await startTestApi(kind, { clock });
    player = await api.createUser();
  });
  afterAll(() => api.close());

  it('answers games this week, pairs matched, the 30-day accuracy trend and the games played most', async () => {
    const saved = (
      await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', {
        token: player.token,
        body: { name: 'Spanish', data: { one: 'uno', two: 'dos', three: 'tres' } },
      })
    ).body.dictionary.id;
    const rows = [
      { builtin_game_id: 'animals', days: 40, accuracy: 10, correct: 3 },
      { builtin_game_id: 'animals', days: 10, accuracy: 50, correct: 4 },
      { builtin_game_id: 'animals', days: 10, accuracy: 70, correct: 5 },
      { builtin_game_id: 'animals', days: 2, accuracy: 90, correct: 6 },
      { dictionary_id: saved, days: 1, accuracy: 100, correct: 3 },
    ];
    await api.handle.db
      .insertInto('game_sessions')
      .values(rows.map(({ days, ...row }) => ({ ...row, user_id: player.id, pairs: 6, time_ms: 1000, played_at: new Date(now - days * DAY) })))
      .execute();
    await api.handle.db
      .insertInto('game_sessions')
      .values({ builtin_game_id: 'animals', user_id: (await api.createUser()).id, pairs: 3, time_ms: 1, correct: 9 })
      .execute();

    const res = await api.call<Record<string, unknown>>('GET', '/api/progress/me', { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      gamesThisWeek: 2,
      pairsMatched: 21,
      accuracyTrend: [
        { day: '2025-06-20', accuracy: 60, plays: 2 },
        { day: '2025-06-28', accuracy: 90, plays: 1 },
        { day: '2025-06-29', accuracy: 100, plays: 1 },
      ],
      mostPlayed: [
        { gameId: 'animals', dictionaryId: null, name: 'Animals', plays: 4 },
        { gameId: null, dictionaryId: saved, name: 'Spanish', plays: 1 },
      ],
      review: { dueNow: 0, learned: 0, streak: 0 },
    });
    expect((await api.call('GET', '/api/progress/me')).status).toBe(401);
  });
});
