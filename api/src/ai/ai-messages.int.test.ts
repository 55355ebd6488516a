import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_GAME_CATEGORY, countPairs, isPairIn } from '@matchdrop/shared';
import { testBackends } from '@matchdrop/db/testing';
import { gameAnswer, movableClock, startFakeOpenAi, startTestApi, type FakeOpenAi, type TestApi, type TestUser } from '../testing.js';

const TABLE_PAGE =
  '<title>Planets</title><table><tr><th>Planet</th><th>Order</th></tr><tr><td>Mercury</td><td>1st</td></tr><tr><td>Venus</td><td>2nd</td></tr><tr><td>Earth</td><td>3rd</td></tr><tr><td>Mars</td><td>4th</td></tr></table>';

describe.each(await testBackends())('AI messages and saving on %s', (kind) => {
  let api: TestApi;
  let pages: Server;
  let pagesUrl: string;
  let user: TestUser;

  beforeAll(async () => {
    pages = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(TABLE_PAGE));
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/planets`;
    api = await startTestApi(kind, { clock: movableClock(), ai: { urlAllowHosts: ['127.0.0.1'], dailyMessages: 500, dailySessions: 100 } });
    user = await api.createUser();
  });
  afterAll(async () => {
    await api.close();
    pages.closeAllConnections();
    await new Promise((resolve) => pages.close(resolve));
  });

  const newChat = async (who = user): Promise<number> => (await api.call('POST', '/api/ai/sessions', { token: who.token, body: {} })).body.session.id;
  const send = (id: number, body: unknown, who = user) => api.call('POST', `/api/ai/sessions/${id}/messages`, { token: who.token, body });

  it('answers a request with a game: the message, the dictionary with 3 sample pairs, the generated session', async () => {
    const id = await newChat();
    const { status, body } = await send(id, { content: '12 European capitals' });
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ role: 'assistant', url: null });
    expect(body.userMessage).toMatchObject({ role: 'user', content: '12 European capitals', dictionary: null });
    expect(body.dictionary).toMatchObject({ name: 'European Capitals', pairCount: 12 });
    expect(body.message.dictionary).toEqual(body.dictionary);
    expect(body.dictionary.samplePairs).toHaveLength(3);
    const sampled = body.dictionary.samplePairs.flat();
    expect(new Set(sampled).size).toBe(6);
    for (const [a, b] of body.dictionary.samplePairs) expect(body.dictionary.data[a]).toBe(b);
    expect(body.session).toMatchObject({ id, dictionary_generated: true, generated_dictionary: body.dictionary.data, message_count: 3 });
    expect(body.usage.remaining.messages).toBe(499);

    const read = await api.call('GET', `/api/ai/sessions/${id}`, { token: user.token });
    expect(read.body.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(read.body.messages[2].dictionary).toEqual(body.dictionary);
  });

  it('refines the last game of the session ("only 5", "swap sides")', async () => {
    const id = await newChat();
    await send(id, { content: 'fruit:\napple - manzana\npear - pera\nplum - ciruela\ngrape - uva\nlemon - limón\ncherry - cereza' });
    const five = (await send(id, { content: 'only 5' })).body;
    expect(five.dictionary.pairCount).toBe(5);
    const swapped = (await send(id, { content: 'swap sides' })).body;
    expect(swapped.dictionary.pairCount).toBe(5);
    expect(Object.keys(swapped.dictionary.data)[0]).toBe('manzana');
    expect(swapped.session.generated_dictionary).toEqual(swapped.dictionary.data);
  });

  it('needs a message or a URL', async () => {
    const id = await newChat();
    expect(await send(id, { content: '  ' })).toMatchObject({ status: 400, body: { error: 'Please enter a message or a URL', code: 'invalid_input' } });
    expect(await send(id, {})).toMatchObject({ status: 400, body: { error: 'Please enter a message or a URL', code: 'invalid_input' } });
    expect((await send(id, { content: 'x'.repeat(20_001) })).status).toBe(400);
  });

  it('declines what it cannot do, without a game', async () => {
    const id = await newChat();
    const { body } = await send(id, { content: 'make a game about quantum chromodynamics' });
    expect(body.dictionary).toBeNull();
    expect(body.message.content).toContain("can't make a game about “quantum chromodynamics”");
    expect(body.session.dictionary_generated).toBe(false);
  });

  it('makes a game from a URL alone: the server fetches the page (127.0.0.1 allowed for this test)', async () => {
    const id = await newChat();
    const { status, body } = await send(id, { url: pagesUrl });
    expect(status).toBe(200);
    expect(body.userMessage).toMatchObject({ content: '', url: pagesUrl });
    expect(body.dictionary).toMatchObject({ name: 'Planets', pairCount: 4, data: { Mercury: '1st', '4th': 'Mars' } });
  });

  it('refuses a private URL with 400, stores nothing and gives the message back', async () => {
    const id = await newChat();
    const before = (await api.call('GET', '/api/ai/usage', { token: user.token })).body.remaining.messages;
    const refused = await send(id, { content: 'use this', url: 'http://169.254.169.254/latest/meta-data/' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Could not use that URL: That address points to a private or local network, which the server does not read', code: 'url_refused' },
    });
    expect((await send(id, { url: 'file:///etc/passwd' })).body.error).toBe('Could not use that URL: Only http:// and https:// addresses can be read');
    expect((await api.call('GET', `/api/ai/sessions/${id}`, { token: user.token })).body.messages).toHaveLength(1);
    expect((await api.call('GET', '/api/ai/usage', { token: user.token })).body.remaining.messages).toBe(before);
  });

  describe('saving', () => {
    it('saves the chat’s game privately as an AI game, and refuses the same word map twice', async () => {
      const saver = await api.createUser();
      const id = await newChat(saver);
      const made = (await send(id, { content: 'elements 1 to 10 with their symbols' }, saver)).body.dictionary;
      const saved = await api.call('POST', `/api/ai/sessions/${id}/save`, { token: saver.token, body: {} });
      expect(saved.status).toBe(201);
      expect(saved.body.dictionary).toMatchObject({ name: made.name, data: made.data, is_public: false, category: AI_GAME_CATEGORY, pair_count: 10 });
      const row = await api.handle.db.selectFrom('dictionaries').select(['source', 'owner_id']).where('id', '=', saved.body.dictionary.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ source: 'ai', owner_id: saver.id });

      const again = await api.call('POST', `/api/ai/sessions/${id}/save`, { token: saver.token, body: { name: 'Another name' } });
      expect(again).toMatchObject({ status: 409, body: { error: `This game has already been saved as "${made.name}"` } });
    });

    it('compares word maps whatever their key order, including games saved elsewhere', async () => {
      const saver = await api.createUser();
      const id = await newChat(saver);
      const made = (await send(id, { content: 'a - 1\nb - 2\nc - 3' }, saver)).body.dictionary;
      const reversed = Object.fromEntries(Object.entries(made.data as Record<string, string>).reverse());
      const upload = await api.call('POST', '/api/v2/dictionaries', { token: saver.token, body: { name: 'My upload', data: reversed } });
      expect(upload.status).toBe(201);
      expect(await api.call('POST', `/api/ai/sessions/${id}/save`, { token: saver.token, body: {} })).toMatchObject({
        status: 409,
        body: { error: 'This game has already been saved as "My upload"', code: 'game_already_saved' },
      });
      // Another user's copy does not count.
      const other = await api.createUser();
      const otherChat = await newChat(other);
      await send(otherChat, { content: 'a - 1\nb - 2\nc - 3' }, other);
      expect((await api.call('POST', `/api/ai/sessions/${otherChat}/save`, { token: other.token, body: {} })).status).toBe(201);
    });

    it('saves an earlier game by message id, under a new name, and checks the name', async () => {
      const id = await newChat();
      const first = (await send(id, { content: 'the 3 times table' })).body;
      await send(id, { content: 'the 4 times table' });
      expect((await api.call('POST', `/api/ai/sessions/${id}/save`, { token: user.token, body: { name: ' ' } })).body).toEqual({
        error: 'Game name is required',
        code: 'invalid_input',
        field: 'name',
      });
      const saved = await api.call('POST', `/api/ai/sessions/${id}/save`, { token: user.token, body: { messageId: first.message.id, name: 'Threes' } });
      expect(saved.body.dictionary).toMatchObject({ name: 'Threes', pair_count: 12 });
      expect(isPairIn([['3 × 4', '12']], '12', saved.body.dictionary.data['12'])).toBe(true);
      expect((await api.call('POST', `/api/ai/sessions/${id}/save`, { token: user.token, body: { messageId: first.userMessage.id } })).body).toEqual({
        error: 'That message has no game to save',
        code: 'message_has_no_game',
      });
    });

    it('says when there is nothing to save yet', async () => {
      const id = await newChat();
      expect(await api.call('POST', `/api/ai/sessions/${id}/save`, { token: user.token, body: {} })).toMatchObject({
        status: 400,
        body: { error: 'This chat has no game to save yet', code: 'chat_has_no_game' },
      });
    });
  });

  describe('with an OpenAI-compatible server (a local fake: the real service is not reachable here)', () => {
    let fake: FakeOpenAi;
    let openaiApi: TestApi;
    let member: TestUser;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      openaiApi = await startTestApi(kind, {
        handle: api.handle,
        clock: movableClock(),
        ai: { apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'local-model', urlAllowHosts: ['127.0.0.1'] },
      });
      member = await openaiApi.createUser();
    });
    afterAll(async () => {
      await openaiApi.close();
      await fake.close();
    });

    const chat = async () => (await openaiApi.call('POST', '/api/ai/sessions', { token: member.token, body: {} })).body.session.id as number;
    const ask = (id: number, body: unknown) => openaiApi.call('POST', `/api/ai/sessions/${id}/messages`, { token: member.token, body });

    it('names the provider and model, and builds games from the model’s structured answer', async () => {
      expect((await openaiApi.call('GET', '/api/ai/models', { token: member.token })).body).toEqual({ provider: 'openai', models: ['local-model'], default: 'local-model' });
      const id = await chat();
      fake.script(
        gameAnswer('Here you go.', 'Colours', [
          ['red', 'rojo'],
          ['blue', 'azul'],
          ['green', 'verde'],
        ]),
      );
      const first = (await ask(id, { content: 'colours in Spanish' })).body;
      expect(first.dictionary).toMatchObject({ name: 'Colours', pairCount: 3, data: { rojo: 'red' } });
      expect(first.message.content).toBe('Here you go.');

      fake.script(
        gameAnswer('Harder now.', 'Colours', [
          ['red', 'rojo'],
          ['blue', 'azul'],
          ['green', 'verde'],
          ['purple', 'morado'],
        ]),
      );
      const second = (await ask(id, { content: 'make it harder' })).body;
      expect(countPairs(second.dictionary.data)).toBe(4);
      const sent = fake.requests.at(-1)?.body.messages ?? [];
      expect(sent.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'assistant', 'user']);
      expect(sent[2]?.content).toBe('colours in Spanish');
      expect(sent[3]?.content).toContain('"left":"red","right":"rojo"');
      expect(sent[4]?.content).toBe('make it harder');
    });

    it('sends the fetched page’s text to the model', async () => {
      const id = await chat();
      fake.script(
        gameAnswer('From the page.', 'Planets', [
          ['Mercury', '1st'],
          ['Venus', '2nd'],
          ['Earth', '3rd'],
        ]),
      );
      expect((await ask(id, { content: 'make a game of this', url: pagesUrl })).body.dictionary.name).toBe('Planets');
      const last = fake.requests.at(-1)?.body.messages.at(-1)?.content ?? '';
      expect(last).toContain(`Web page: ${pagesUrl}`);
      expect(last).toContain('Mercury | 1st');
    });

    it('turns a malformed answer into an assistant message, never a 5xx', async () => {
      const id = await chat();
      fake.script({ content: 'no json here' });
      const { status, body } = await ask(id, { content: 'animals' });
      expect(status).toBe(200);
      expect(body.dictionary).toBeNull();
      expect(body.message.content).toBe('Failed to process AI game: the answer was not valid JSON');
      fake.script({ status: 500, message: 'down' }, { status: 500, message: 'down' });
      const down = await ask(id, { content: 'animals' });
      expect(down.status).toBe(200);
      expect(down.body.message.content).toBe('Failed to process AI game: the AI service answered with an error (500)');
    });
  });
});
