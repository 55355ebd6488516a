import { BUILTIN_GAMES, createRng, selectPairs, uniquePairs, type BuiltinGame } from '@matchdrop/shared';
import { gameFromPairs } from '../game.js';
import { AI_GAME_PAIRS_MIN } from '../limits.js';
import { gameReply, textReply } from './replies.js';
import type { TopicMatch, TopicRequest } from './topic.js';
import { hasPhrase, normalizeText, wordSet } from './words.js';

/**
 * Words people use for each built-in game, besides its own name and id. Plural and singular forms are
 * both listed because matching is on whole words.
 */
const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'math-formulas': ['math formulas', 'maths formulas', 'mathematics formulas', 'geometry formulas', 'geometry', 'area formulas', 'formulas', 'formula'],
  'multiplication-table': ['multiplication', 'multiplications', 'times table', 'times tables', 'multiplying', 'products'],
  'squares-table': ['squares', 'square numbers', 'squared numbers', 'squared', 'perfect squares'],
  'pre-algebra': ['pre algebra', 'prealgebra', 'algebra', 'equations', 'simple equations'],
  'chinese-history': ['chinese history', 'history of china', 'china history', 'chinese dynasties', 'dynasties'],
  'russian-history': ['russian history', 'history of russia', 'russia history'],
  'historical-figures': ['historical figures', 'historic figures', 'famous people', 'famous figures', 'historical people'],
  'chinese-characters-beginner': ['chinese characters', 'chinese character', 'hanzi', 'chinese words', 'chinese'],
  'chinese-characters-intermediate': ['intermediate chinese', 'chinese characters intermediate'],
  'chinese-characters-advanced': ['advanced chinese', 'chinese characters advanced'],
  'english-russian': ['english russian', 'russian words', 'russian vocabulary', 'russian translation', 'russian translations', 'russian'],
  numbers: ['numbers in english', 'number words', 'english numbers', 'numbers', 'counting'],
  animals: ['animals', 'animal', 'animal emoji', 'animal emojis', 'animals and their emoji', 'animals and emojis'],
  countries: ['countries', 'country', 'country codes', 'iso codes', 'country code'],
  'periodic-elements': ['periodic table', 'chemical elements', 'elements', 'element symbols', 'chemistry', 'chemical symbols'],
  'physics-formulas': ['physics', 'physics formulas', 'physics laws', 'laws of physics'],
  'human-body': ['human body', 'anatomy', 'organs', 'body parts', 'the body'],
  astronomy: ['astronomy', 'space', 'planets', 'solar system', 'stars'],
  'scientific-units': ['si units', 'scientific units', 'units', 'units of measurement', 'measurement units'],
  'biology-basics': ['biology', 'biology basics', 'cells', 'biology terms'],
};

/** A Chinese-characters request with a level word goes to that level's game. */
const LEVELS: ReadonlyArray<[string, string]> = [
  ['advanced', 'chinese-characters-advanced'],
  ['intermediate', 'chinese-characters-intermediate'],
  ['beginner', 'chinese-characters-beginner'],
];

function phrasesOf(game: BuiltinGame): string[] {
  return [normalizeText(game.name), normalizeText(game.id), ...(KEYWORDS[game.id] ?? [])];
}

// The longest phrase found names the game: "chinese history" beats "chinese".
const score = (phrase: string): number => phrase.split(' ').length * 1000 + phrase.length;

function bestGame(normalized: string): { game: BuiltinGame; phrase: string } | undefined {
  let best: { game: BuiltinGame; phrase: string } | undefined;
  for (const game of BUILTIN_GAMES) {
    for (const phrase of phrasesOf(game)) {
      if (hasPhrase(normalized, phrase) && (!best || score(phrase) > score(best.phrase))) best = { game, phrase };
    }
  }
  if (best?.game.id.startsWith('chinese-characters')) {
    const level = LEVELS.find(([word]) => hasPhrase(normalized, word));
    const game = level && BUILTIN_GAMES.find((g) => g.id === level[1]);
    if (level && game) return { game, phrase: `${best.phrase} ${level[0]}` };
  }
  return best;
}

function catalogReply(game: BuiltinGame, request: TopicRequest): TopicMatch['reply'] {
  return () => {
    const total = uniquePairs(game.data).length;
    const { count } = request;
    if (count === undefined || count >= total) {
      const note = count !== undefined && count > total ? [`It has all the pairs I have on this topic (${total}), not ${count}.`] : [];
      return gameReply(gameFromPairs(game.name, uniquePairs(game.data)), note);
    }
    if (count < AI_GAME_PAIRS_MIN) return textReply(`A game needs at least ${AI_GAME_PAIRS_MIN} pairs; ask for ${AI_GAME_PAIRS_MIN} or more.`);
    // selectPairs keeps a subset playable even in games whose items repeat (the times table's products).
    const pairs = selectPairs(game.data, count, createRng(request.seed));
    return gameReply(gameFromPairs(`${game.name} (${pairs.length})`, pairs));
  };
}

/** A built-in game named by the request ('animals', 'multiplication', 'periodic table', …). */
export function matchCatalogGame(request: TopicRequest): TopicMatch | undefined {
  const best = bestGame(request.normalized);
  if (!best) return undefined;
  const covered = wordSet(...phrasesOf(best.game).filter((phrase) => hasPhrase(request.normalized, phrase)), best.phrase);
  return { label: best.game.name, covered, reply: catalogReply(best.game, request) };
}
