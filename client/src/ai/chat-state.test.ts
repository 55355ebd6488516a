import { describe, expect, it } from 'vitest';
import type { AiGame, AiMessage, AiSession } from '@matchdrop/shared';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';

const session = (id: number, title = 'Chat'): AiSession => ({
  id,
  title,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  message_count: 1,
  dictionary_generated: false,
  generated_dictionary: null,
});
const game: AiGame = { name: 'Animals', data: { cat: 'кошка', кошка: 'cat' }, pairCount: 1, samplePairs: [] };
const message = (id: number, role: AiMessage['role'], savedGame: AiGame | null = null): AiMessage => ({
  id,
  role,
  content: `m${id}`,
  url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  dictionary: savedGame,
});
const run = (actions: ChatAction[], start: ChatState = initialChatState()): ChatState => actions.reduce(chatReducer, start);

describe('the open conversation', () => {
  it('loads a chat, ignoring the answer for a chat the user already left', () => {
    const opening = run([
      { type: 'open', id: 1 },
      { type: 'open', id: 2 },
    ]);
    expect(opening).toMatchObject({ sessionId: 2, loading: true });
    const late = chatReducer(opening, { type: 'opened', answer: { session: session(1), messages: [message(1, 'assistant')] } });
    expect(late).toBe(opening);
    const loaded = chatReducer(opening, { type: 'opened', answer: { session: session(2), messages: [message(5, 'assistant')] } });
    expect(loaded).toMatchObject({ loading: false, session: { id: 2 }, messages: [{ id: 5 }] });
  });

  it('reports a chat that cannot be loaded', () => {
    const state = run([
      { type: 'open', id: 3 },
      { type: 'openFailed', id: 3, problem: { title: 'Failed to load chat session' } },
    ]);
    expect(state).toMatchObject({ loading: false, problem: { title: 'Failed to load chat session' } });
  });

  it('creates a new chat with its first message: welcome, then the message and the answer', () => {
    const sending = run([{ type: 'sendStart', seq: 1, message: { content: 'cat - кошка' } }]);
    expect(sending.sending).toEqual({ content: 'cat - кошка', seq: 1 });
    const created = chatReducer(sending, { type: 'created', seq: 1, answer: { session: session(7), welcomeMessage: message(10, 'assistant') } });
    expect(created).toMatchObject({ sessionId: 7, messages: [{ id: 10 }], sending: { seq: 1 } });
    const answered = chatReducer(created, {
      type: 'exchanged',
      seq: 1,
      answer: { session: { ...session(7), dictionary_generated: true }, userMessage: message(11, 'user'), message: message(12, 'assistant', game), dictionary: game },
    });
    expect(answered.messages.map((m) => m.id)).toEqual([10, 11, 12]);
    expect(answered).toMatchObject({ sending: null, session: { dictionary_generated: true } });
  });

  it('shows the message as sent when the answer does not echo it', () => {
    const state = run([
      { type: 'open', id: 1 },
      { type: 'opened', answer: { session: session(1), messages: [] } },
      { type: 'sendStart', seq: 1, message: { content: '', url: 'https://example.com' } },
      { type: 'exchanged', seq: 1, answer: { session: session(1), message: message(2, 'assistant'), dictionary: null } },
    ]);
    expect(state.messages[0]).toMatchObject({ role: 'user', content: '', url: 'https://example.com' });
  });

  it('drops a late answer after the user switched chats, and reports a failed send', () => {
    const moved = run([
      { type: 'open', id: 1 },
      { type: 'sendStart', seq: 1, message: { content: 'hi' } },
      { type: 'open', id: 2 },
    ]);
    expect(moved.sending).toBeNull();
    expect(chatReducer(moved, { type: 'exchanged', seq: 1, answer: { session: session(1), message: message(2, 'assistant'), dictionary: null } })).toBe(moved);
    const failed = run([
      { type: 'sendStart', seq: 1, message: { content: 'hi' } },
      { type: 'sendFailed', seq: 1, problem: { title: 'Failed to send message' } },
    ]);
    expect(failed).toMatchObject({ sending: null, problem: { title: 'Failed to send message' } });
  });

  it('previews a chosen version until a new game arrives', () => {
    const base = run([
      { type: 'open', id: 1 },
      { type: 'opened', answer: { session: session(1), messages: [message(2, 'assistant', game)] } },
      { type: 'choosePreview', messageId: 2 },
    ]);
    expect(base.chosenPreviewId).toBe(2);
    const noGame = run(
      [
        { type: 'sendStart', seq: 1, message: { content: 'thanks' } },
        { type: 'exchanged', seq: 1, answer: { session: session(1), message: message(3, 'assistant'), dictionary: null } },
      ],
      base,
    );
    expect(noGame.chosenPreviewId).toBe(2);
    const newGame = run(
      [
        { type: 'sendStart', seq: 2, message: { content: 'only 3' } },
        { type: 'exchanged', seq: 2, answer: { session: session(1), message: message(4, 'assistant', game), dictionary: game } },
      ],
      noGame,
    );
    expect(newGame.chosenPreviewId).toBeNull();
  });

  it('follows a rename, and starts over when the open chat is deleted', () => {
    const open = run([
      { type: 'open', id: 1 },
      { type: 'opened', answer: { session: session(1), messages: [] } },
    ]);
    expect(chatReducer(open, { type: 'sessionChanged', session: session(1, 'Animals') }).session?.title).toBe('Animals');
    expect(chatReducer(open, { type: 'sessionChanged', session: session(2, 'Other') })).toBe(open);
    expect(chatReducer(open, { type: 'sessionDeleted', id: 2 })).toBe(open);
    expect(chatReducer(open, { type: 'sessionDeleted', id: 1 })).toMatchObject({ sessionId: null, messages: [] });
  });
});
