import { truncateText } from '@matchdrop/shared';
import { buildGame, type BuildResult } from '../game.js';
import { AI_GAME_PAIRS_MAX, OFFLINE_MODEL } from '../limits.js';
import type { AiProvider, AssistantReply, ChatTurn, GeneratedGame, PageContent, UserInput } from '../types.js';
import { matchCatalogGame } from './catalog-games.js';
import { matchCategory } from './category-topics.js';
import { matchCountryGame } from './country-games.js';
import { matchElementGame } from './element-games.js';
import { parseList, type ParsedList } from './list-parser.js';
import { matchTimesTable } from './math-games.js';
import { applyRefinement, parseRefinement } from './refine.js';
import { declineReply, gameReply, OFFLINE_CAPABILITIES, textReply } from './replies.js';
import type { TopicMatcher, TopicRequest } from './topic.js';
import { normalizeText, requestedCount, requestedRange, uncoveredWords } from './words.js';

/**
 * The built-in assistant: no model, no network, the same answer for the same conversation.
 * It builds games only from what it is given (lists, JSON, web pages) and from facts it holds
 * (the built-in catalog, the country and element data), and says plainly when a request is beyond that.
 */

// The most specific first: "7 times table" before "multiplication", "element numbers" before "elements".
const TOPICS: readonly TopicMatcher[] = [matchTimesTable, matchCountryGame, matchElementGame, matchCatalogGame, matchCategory];

const CUSTOM_GAME = 'Custom Game';
const GREETING = /^(?:hi|hello|hey|help|hallo|good (?:morning|afternoon|evening)|what can you do|how does (?:this|it) work|\?+)\b/i;
const THANKS = /^(?:thanks?|thank you|thx|ok|okay|great|cool|nice|perfect)(?:,? (?:a lot|so much|very much|you))?[\s!.]*$/i;
const REQUEST_PREFIX =
  /^(?:(?:please|can you|could you|would you|i want|i need|i'd like|i would like|to|learn|study|practi[cs]e|make|create|generate|build|give me|me|a|an|some|new|matching|game|games|quiz|dictionary|set|list|of|pairs|about|on|for|with|from)\b[\s,:]*)+/i;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function lastGame(history: readonly ChatTurn[]): GeneratedGame | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const game = history[i]?.game;
    if (game) return game;
  }
  return undefined;
}

function built(result: BuildResult, notes: string[], lead?: string): AssistantReply {
  if (!result.ok) return textReply(`I couldn't make a game from that: ${result.error}.`);
  if (result.trimmed > 0) notes.push(`I kept the first ${AI_GAME_PAIRS_MAX} pairs and left out ${result.trimmed}.`);
  return gameReply(result.game, notes, lead);
}

function fromList(list: ParsedList): AssistantReply {
  const notes: string[] = [];
  if (list.skipped.length > 0) {
    const shown = list.skipped
      .slice(0, 3)
      .map((line) => `“${truncateText(line, 60)}”`)
      .join(', ');
    notes.push(`I skipped ${plural(list.skipped.length, 'line')} without a pair: ${shown}${list.skipped.length > 3 ? ', …' : ''}.`);
  }
  return built(buildGame(list.title ?? CUSTOM_GAME, list.pairs), notes);
}

function fromJson(text: string): AssistantReply | undefined {
  if (!/^\{[\s\S]*\}$/.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return textReply("That looks like JSON, but I couldn't read it (Invalid JSON file format). Check the quotes and commas, or paste the pairs one per line.");
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  return built(buildGame(CUSTOM_GAME, Object.entries(parsed)), []);
}

function fromPage(page: PageContent, text: string): AssistantReply {
  const title = page.title !== '' ? page.title : new URL(page.url).hostname;
  if (page.pairs.length === 0) {
    return textReply(
      `I read “${truncateText(title, 80)}” (${page.url}) but found no pairs in it. I look for two-column tables, definition lists and list items like “term – definition”. You can paste the pairs here instead.`,
    );
  }
  const result = buildGame(title, page.pairs);
  const refinement = parseRefinement(text);
  if (result.ok && refinement?.kind === 'count') return applyRefinement(result.game, refinement);
  return built(result, [], `I read ${page.url} and made`);
}

function topicReply(text: string): AssistantReply | undefined {
  const normalized = normalizeText(text);
  const request: TopicRequest = { text, normalized, count: requestedCount(text), range: requestedRange(text), seed: normalized };
  for (const matcher of TOPICS) {
    const match = matcher(request);
    if (!match) continue;
    // "quantum physics" is not "Physics Formulas": a request asking for more than the topic is declined.
    if (uncoveredWords(normalized, match.covered).length > 0) return declineReply(topicOf(text), match.label);
    return match.reply();
  }
  return undefined;
}

/** The subject of a request, without "please make me a game about". */
function topicOf(text: string): string {
  const subject = text
    .trim()
    .replace(REQUEST_PREFIX, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return subject === '' ? text.trim() : subject;
}

/** A list pasted as a new game, unless its first line is "add:" (more pairs for the current game). */
function pastedList(text: string): ParsedList | undefined {
  if (!/[\r\n;]/.test(text) || /^(?:also\s+)?add\b/i.test(text)) return undefined;
  return parseList(text);
}

export function offlineReply(history: readonly ChatTurn[], input: UserInput): AssistantReply {
  const text = input.text.trim();
  if (input.page) return fromPage(input.page, text);
  const json = fromJson(text);
  if (json) return json;
  const list = pastedList(text);
  if (list) return fromList(list);

  const refinement = parseRefinement(text);
  const current = lastGame(history);
  if (refinement && refinement.kind !== 'count') {
    return current ? applyRefinement(current, refinement) : textReply('There is no game in this chat yet to change. Ask me for a topic or paste a list first.');
  }
  const topic = topicReply(text);
  if (topic) return topic;
  if (refinement) {
    return current ? applyRefinement(current, refinement) : textReply('There is no game in this chat yet to change. Ask me for a topic or paste a list first.');
  }
  if (text === '' || GREETING.test(text)) return textReply(OFFLINE_CAPABILITIES);
  if (THANKS.test(text)) return textReply('Glad to help! Ask me for another topic, paste a list, or tell me how to change the game.');
  return declineReply(topicOf(text));
}

export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    models: [OFFLINE_MODEL],
    defaultModel: OFFLINE_MODEL,
    reply: (history, input) => Promise.resolve(offlineReply(history, input)),
  };
}
