import { CATEGORIES, type Category } from '@matchdrop/shared';
import { textReply } from './replies.js';
import type { TopicMatch, TopicRequest } from './topic.js';
import { hasAnyPhrase, wordSet } from './words.js';

/** "math", "history", "science": a whole topic category, answered with the games it holds. */
const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  mathematics: ['mathematics', 'math', 'maths', 'arithmetic'],
  history: ['history', 'historical'],
  language: ['language', 'languages', 'words in other languages'],
  science: ['science', 'sciences', 'scientific'],
  miscellaneous: ['miscellaneous', 'misc', 'general knowledge'],
};

function listing(category: Category): TopicMatch['reply'] {
  return () => {
    const games = category.games.map((game) => `• ${game.name}: ${game.description}`).join('\n');
    return textReply(
      `In ${category.name} I have these games:\n${games}\nTell me which one (for example '${category.games[0]?.name ?? ''}'), or how many pairs you want ('10 pairs of …').`,
    );
  };
}

export function matchCategory(request: TopicRequest): TopicMatch | undefined {
  for (const category of CATEGORIES) {
    const phrase = hasAnyPhrase(request.normalized, CATEGORY_WORDS[category.id] ?? []);
    if (phrase !== undefined) return { label: category.name, covered: wordSet(phrase), reply: listing(category) };
  }
  return undefined;
}
