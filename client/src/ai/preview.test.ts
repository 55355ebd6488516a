import { toTwoWayMap, type AiGame, type AiMessage, type Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { isFailureAnswer, previewTarget, samplePairs } from './preview';

const PAIRS: Pair[] = [
  ['cat', 'кошка'],
  ['dog', 'собака'],
  ['fish', 'рыба'],
  ['bird', 'птица'],
];
const game = (name: string, pairs: Pair[] = PAIRS, sample: Pair[] = pairs.slice(0, 3)): AiGame => ({
  name,
  data: toTwoWayMap(pairs),
  pairCount: pairs.length,
  samplePairs: sample,
});
const message = (id: number, role: 'user' | 'assistant', savedGame: AiGame | null = null, content = 'text'): AiMessage => ({
  id,
  role,
  content,
  url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  dictionary: savedGame,
});

describe('the previewed game', () => {
  const chat = [message(1, 'assistant'), message(2, 'user'), message(3, 'assistant', game('Animals')), message(4, 'user'), message(5, 'assistant', game('Animals, 3'))];

  it('is none before an answer carries a game', () => {
    expect(previewTarget(chat.slice(0, 2), null)).toBeNull();
  });

  it("is the chat's newest game by default", () => {
    expect(previewTarget(chat, null)).toMatchObject({ messageId: 5, latest: true, game: { name: 'Animals, 3' } });
  });

  it('can be an earlier version, and falls back to the newest when the chosen one is gone', () => {
    expect(previewTarget(chat, 3)).toMatchObject({ messageId: 3, latest: false, game: { name: 'Animals' } });
    expect(previewTarget(chat, 2)).toMatchObject({ messageId: 5 });
    expect(previewTarget(chat, 99)).toMatchObject({ messageId: 5 });
  });
});

describe('the sample pairs', () => {
  it("are the server's three samples", () => {
    expect(samplePairs(game('Animals'))).toEqual(PAIRS.slice(0, 3));
  });

  it('never repeat a pair (either way round) or an item, and are filled from the game when short', () => {
    const sample: Pair[] = [
      ['cat', 'кошка'],
      ['кошка', 'cat'],
      ['cat', 'собака'],
    ];
    const picked = samplePairs(game('Animals', PAIRS, sample));
    expect(picked).toHaveLength(3);
    const items = picked.flat();
    expect(new Set(items).size).toBe(6);
    expect(picked[0]).toEqual(['cat', 'кошка']);
  });

  it('are as many as the game has when it has fewer', () => {
    expect(samplePairs(game('Two', PAIRS.slice(0, 2), []))).toHaveLength(2);
  });
});

describe('failure answers', () => {
  it("are the assistant's 'Failed to process AI game: …' messages", () => {
    expect(isFailureAnswer(message(1, 'assistant', null, 'Failed to process AI game: timeout'))).toBe(true);
    expect(isFailureAnswer(message(1, 'user', null, 'Failed to process AI game: timeout'))).toBe(false);
    expect(isFailureAnswer(message(1, 'assistant', null, 'Here is a game'))).toBe(false);
  });
});
