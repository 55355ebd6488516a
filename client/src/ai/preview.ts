import { SAMPLE_PREVIEW_PAIRS, uniquePairs, type AiGame, type AiMessage, type Pair } from '@matchdrop/shared';

/** Which game the preview shows, and the sample pairs it lists (R-AI-5: 3 unique sample pairs). */

export interface PreviewTarget {
  messageId: number;
  game: AiGame;
  /** True for the chat's newest game (older versions can be previewed from their message). */
  latest: boolean;
}

/** The chosen answer's game while it exists, else the newest game of the chat; null before any game. */
export function previewTarget(messages: readonly AiMessage[], chosenId: number | null): PreviewTarget | null {
  const withGames = messages.filter((m): m is AiMessage & { dictionary: AiGame } => m.role === 'assistant' && m.dictionary !== null);
  const latest = withGames.at(-1);
  if (!latest) return null;
  const chosen = withGames.find((m) => m.id === chosenId) ?? latest;
  return { messageId: chosen.id, game: chosen.dictionary, latest: chosen.id === latest.id };
}

const itemsOf = (pair: Pair): [string, string] => [pair[0], pair[1]];

/**
 * Up to 3 pairs, none repeating another pair or any item of another pair: the server's samplePairs first,
 * then the game's own pairs if the answer carried fewer (an older answer, or a game of 3 pairs).
 */
export function samplePairs(game: AiGame, count: number = SAMPLE_PREVIEW_PAIRS): Pair[] {
  const used = new Set<string>();
  const picked: Pair[] = [];
  for (const pair of [...(game.samplePairs ?? []), ...uniquePairs(game.data)]) {
    if (picked.length >= count) break;
    const [a, b] = itemsOf(pair);
    if (a === b || used.has(a) || used.has(b)) continue;
    used.add(a);
    used.add(b);
    picked.push(pair);
  }
  return picked;
}

/** An assistant answer that reports a failure (R-API-7 'Failed to process AI game: …'), styled as one. */
export const isFailureAnswer = (message: AiMessage): boolean => message.role === 'assistant' && message.content.startsWith('Failed to process AI game:');
