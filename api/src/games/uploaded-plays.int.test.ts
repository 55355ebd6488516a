import { testBackends } from '@matchdrop/db/testing';
import type { DealAnswer, JudgedResult, MyProgress } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, pairsOfItems, recordOf, startTestApi, type MovableClock, type TestApi, type TestUser } from '../testing.js';
import { PLAY_LIMITS } from './play-limits.js';

const UPLOAD = { one: 'uno', two: 'dos', three: 'tres', four: 'cuatro', five: 'cinco' };

describe.each(await testBackends())('uploaded games and AI test plays judged by the server, public nowhere (R-JUDGE-9) on %s', (kind) => {
  let api: TestApi;
  let clock: MovableClock;
  let player: TestUser;

  const deal = async (token?: string, data: unknown = UPLOAD) =>
    api.call<DealAnswer & { error?: string }>('POST', '/api/v2/uploaded-games/deals', { token, body: { pairs: 5, data } });
  const send = (token: string | undefined, body: unknown) => api.call<{ result: JudgedResult; error?: string }>('POST', '/api/v2/uploaded-games/plays', { token, body });

  beforeAll(async () => {
    clock = movableClock(new Date('2030-05-06T09:00:00Z'));
    api = await startTestApi(kind, { clock });
    player = await api.createUser();
  });
  afterAll(() => api.close());

  it("judges an uploaded game's record into the server's figures, for a player and a visitor alike, and stores nothing", async () => {
    for (const token of [player.token, undefined]) {
      const dealt = (await deal(token)).body;
      expect(dealt.pairs).toBe(5);
      clock.advance(9_000);
      const judged = await send(token, { deal: dealt.deal, data: UPLOAD, attempts: recordOf(pairsOfItems(dealt.items), 1, 400) });
      expect(judged.status).toBe(200);
      // Six attempts 400 ms apart; the server saw 9 s, less the network's allowance: its clock wins (R-JUDGE-4).
      expect(judged.body.result).toMatchObject({ pairs: 5, score: 9, correct: 5, wrong: 1, accuracy: 83.33, time: 4_000 });
      expect(judged.body.result.missedPairs).toHaveLength(2);
    }
    // Nothing public, nothing in the player's progress: the game has no identity to count under.
    expect((await api.call<MyProgress>('GET', '/api/progress/me', { token: player.token })).body.gamesThisWeek).toBe(0);
  });

  it('refuses a record for other pairs than were dealt, an impossible one, and pairs the upload panel refuses', async () => {
    const dealt = (await deal(player.token)).body;
    const pairs = pairsOfItems(dealt.items);
    const easy = Object.fromEntries(pairs.slice(0, 3));
    const answers = [
      await send(player.token, { deal: dealt.deal, data: easy, attempts: recordOf(pairs.slice(0, 3), 0, 400) }),
      await send(player.token, { deal: dealt.deal, data: UPLOAD, attempts: recordOf(pairs, 0, 5) }),
      await send(player.token, { deal: dealt.deal, data: UPLOAD, attempts: [...recordOf(pairs, 0, 400), { a: 'six', b: 'seis', at: 9_000 }] }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual([
      [400, 'These are not the pairs this deal was dealt from'],
      [400, 'Attempts must be at least 150 ms apart'],
      [400, 'An attempt holds an item that is not in this deal'],
    ]);
    expect((await deal(player.token, { only: '' })).body).toMatchObject({ error: 'No items processed from dictionary', field: 'data' });
    expect((await api.call('POST', '/api/v2/uploaded-games/deals', { body: { pairs: 5 } })).status).toBe(400);
  });

  it('keeps the visitor limit on these deals too (R-JUDGE-8)', async () => {
    clock.advance(60_000);
    const loop = await Promise.all(Array.from({ length: PLAY_LIMITS.perVisitorAddress.limit + 10 }, () => deal()));
    expect(loop.filter((a) => a.status === 201)).toHaveLength(PLAY_LIMITS.perVisitorAddress.limit);
    expect(loop.filter((a) => a.status === 429)).toHaveLength(10);
  });
});
