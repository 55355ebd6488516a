import { testBackends } from '@matchdrop/db/testing';
import type { ReviewDealAnswer } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../deps.js';
import { playJudged, startTestApi, type TestApi, type TestUser } from '../testing.js';

const SPANISH = { one: 'uno', two: 'dos', three: 'tres' };
const PLAIN = { red: 'rojo', green: 'verde', blue: 'azul' };
const LEFT = new Set(Object.keys(SPANISH));

describe.each(await testBackends())('R-PIC-20: a review deal says its cards’ languages, each from its own game, on %s', (kind) => {
  let api: TestApi<Clock>;
  let now = Date.parse('2025-05-01T09:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  let player: TestUser;

  const create = async (name: string, data: Record<string, string>, languages?: { left: string; right: string }) =>
    (await api.call<{ dictionary: { id: number } }>('POST', '/api/v2/dictionaries', { token: player.token, body: { name, data, ...(languages && { languages }) } })).body.dictionary
      .id;

  beforeAll(async () => {
    api = await startTestApi(kind, { clock });
    player = await api.createUser();
  });
  afterAll(() => api.close());

  it('gives a card of a game with side languages its items’ languages, and a card of a plain game none', async () => {
    const spanish = await create('Spanish', SPANISH, { left: 'en', right: 'es' });
    const plain = await create('Colours', PLAIN);
    // A judged play with one wrong attempt queues two pairs of each game.
    for (const id of [spanish, plain]) await playJudged(api, `/api/v2/dictionaries/${id}`, { pairs: 3, token: player.token, wrong: 1 });
    now += 2 * 60_000;
    const { review } = (await api.call<ReviewDealAnswer>('POST', '/api/review/deals', { token: player.token })).body;
    const ofSpanish = review.filter((card) => card.game === 'Spanish');
    const ofPlain = review.filter((card) => card.game === 'Colours');
    expect(ofSpanish).toHaveLength(2);
    expect(ofPlain).toHaveLength(2);
    for (const card of ofSpanish) expect(card.languages).toEqual(LEFT.has(card.pair[0]) ? ['en', 'es'] : ['es', 'en']);
    for (const card of ofPlain) expect(card).not.toHaveProperty('languages');
  });
});
