// The OpenAI-compatible provider against a LOCAL fake server on 127.0.0.1 (testing/fake-openai.ts): the
// external AI service cannot be reached from this machine, and a test must not depend on it anyway.
// The real `openai` SDK does the HTTP, the timeouts and the retry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toTwoWayMap } from '@matchdrop/shared';
import type { AiConfig } from '../../deps.js';
import { gameFromPairs } from '../game.js';
import { gameAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing.js';
import type { ChatTurn, UserInput } from '../types.js';
import { createOpenAiProvider } from './provider.js';

let fake: FakeOpenAi;
let config: AiConfig;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  config = { apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'test-model', dailyMessages: 50, dailySessions: 10, urlAllowHosts: [] };
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const say = (text: string): UserInput => ({ text, page: null });
const FRUIT: Array<[string, string]> = [
  ['apple', 'manzana'],
  ['pear', 'pera'],
  ['plum', 'ciruela'],
];

describe('OpenAI provider: structured output', () => {
  it('sends a strict JSON schema and turns the answer into a normalized two-way game', async () => {
    fake.script(gameAnswer('Here are some fruits.', 'Fruit', FRUIT));
    const reply = await createOpenAiProvider(config).reply([], say('3 fruits in Spanish'));
    expect(reply.content).toBe('Here are some fruits.');
    expect(reply.game).toEqual({ name: 'Fruit', pairs: FRUIT, data: toTwoWayMap(FRUIT) });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'matchdrop_game_reply', strict: true } });
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: '3 fruits in Spanish' });
  });

  it('sends the conversation so far, with the last game, so the user can refine it', async () => {
    const history: ChatTurn[] = [
      { role: 'assistant', content: 'Welcome!', url: null, game: null },
      { role: 'user', content: '3 fruits in Spanish', url: null, game: null },
      { role: 'assistant', content: 'Here are some fruits.', url: null, game: gameFromPairs('Fruit', FRUIT) },
    ];
    fake.script(
      gameAnswer(
        'Swapped.',
        'Fruit',
        FRUIT.map(([a, b]) => [b, a]),
      ),
    );
    const reply = await createOpenAiProvider(config).reply(history, say('swap the sides'));
    expect(reply.game?.name).toBe('Fruit');
    const messages = fake.requests[0]?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'assistant', 'user']);
    expect(messages[2]).toEqual({ role: 'user', content: '3 fruits in Spanish' });
    expect(JSON.parse(messages[3]?.content ?? '')).toEqual({
      reply: 'Here are some fruits.',
      game: { name: 'Fruit', pairs: FRUIT.map(([left, right]) => ({ left, right })) },
    });
    expect(messages[4]).toEqual({ role: 'user', content: 'swap the sides' });
  });

  it("sends a page's text and the pairs found in it", async () => {
    fake.script(
      gameAnswer('From the page.', 'Capitals', [
        ['France', 'Paris'],
        ['Italy', 'Rome'],
        ['Japan', 'Tokyo'],
      ]),
    );
    const page = { url: 'https://example.org/c', title: 'Capitals', text: 'France Paris Italy Rome Japan Tokyo', pairs: [['France', 'Paris']] as Array<[string, string]> };
    await createOpenAiProvider(config).reply([], { text: '', page });
    const last = fake.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(last).toContain('Web page: https://example.org/c');
    expect(last).toContain('France — Paris');
    expect(last).toContain('Page text:\nFrance Paris Italy Rome Japan Tokyo');
  });

  it('passes on a question without a game', async () => {
    fake.script({ content: JSON.stringify({ reply: 'Which language?', game: null }) });
    expect(await createOpenAiProvider(config).reply([], say('translate fruits'))).toEqual({ content: 'Which language?', game: null });
  });
});

describe('OpenAI provider: servers without structured output', () => {
  it('asks again for JSON in the text, and from then on asks that way directly', async () => {
    const provider = createOpenAiProvider(config);
    fake.script(
      { status: 400, message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model." },
      { content: `Sure!\n\`\`\`json\n${JSON.stringify({ reply: 'Fruits', game: { name: 'Fruit', pairs: FRUIT } })}\n\`\`\`` },
      { content: JSON.stringify({ reply: 'ok', game: { name: 'Fruit', pairs: Object.fromEntries(FRUIT) } }) },
    );
    const first = await provider.reply([], say('fruits'));
    expect(first.game?.data).toEqual(toTwoWayMap(FRUIT));
    expect(fake.requests[1]?.body.response_format).toBeUndefined();
    expect(fake.requests[1]?.body.messages.at(-1)?.role).toBe('system');
    const second = await provider.reply([], say('again'));
    expect(second.game?.data).toEqual(toTwoWayMap(FRUIT));
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2]?.body.response_format).toBeUndefined();
  });
});

describe('OpenAI provider: failures become "Failed to process AI game: …"', () => {
  it('retries once after a timeout, then succeeds', async () => {
    fake.script({ delayMs: 2_000, then: { content: 'late' } }, gameAnswer('Fruits', 'Fruit', FRUIT));
    const reply = await createOpenAiProvider(config, { timeoutMs: 300 }).reply([], say('fruits'));
    expect(reply.game?.name).toBe('Fruit');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the one retry', async () => {
    fake.script({ delayMs: 2_000, then: { content: 'late' } }, { delayMs: 2_000, then: { content: 'late' } });
    const reply = await createOpenAiProvider(config, { timeoutMs: 300 }).reply([], say('fruits'));
    expect(reply).toEqual({ content: 'Failed to process AI game: the AI service did not answer within 300 ms', game: null });
    expect(fake.requests).toHaveLength(2);
  });

  it('reports error statuses (a 500 is retried once, a 401 is not)', async () => {
    fake.script({ status: 500, message: 'boom' }, { status: 500, message: 'boom' });
    expect((await createOpenAiProvider(config).reply([], say('x'))).content).toBe('Failed to process AI game: the AI service answered with an error (500)');
    expect(fake.requests).toHaveLength(2);
    fake.script({ status: 401, message: 'bad key' });
    expect((await createOpenAiProvider(config).reply([], say('x'))).content).toBe('Failed to process AI game: the AI service refused the request (401): check OPENAI_API_KEY');
    expect(fake.requests).toHaveLength(3);
  });

  it.each([
    ['not JSON', 'Sorry, I cannot do that.', 'the answer was not valid JSON'],
    ['the wrong shape', JSON.stringify({ reply: 'x', game: { name: 'G', pairs: 'a-b' } }), 'the answer did not have the expected shape (game.pairs'],
    [
      'an item over 200 characters',
      JSON.stringify({
        reply: 'x',
        game: {
          name: 'G',
          pairs: [
            ['a', 'b'.repeat(201)],
            ['c', 'd'],
            ['e', 'f'],
          ],
        },
      }),
      `Value "${'b'.repeat(50)}…" exceeds maximum length of 200 characters`,
    ],
    [
      'too few pairs',
      JSON.stringify({
        reply: 'x',
        game: {
          name: 'G',
          pairs: [
            ['a', 'b'],
            ['c', 'd'],
          ],
        },
      }),
      'only 2 pairs were found; a game needs at least 3',
    ],
  ])('a malformed answer (%s)', async (_label, content, reason) => {
    fake.script({ content });
    const reply = await createOpenAiProvider(config).reply([], say('x'));
    expect(reply.game).toBeNull();
    expect(reply.content).toContain(`Failed to process AI game: ${reason}`);
  });
});
