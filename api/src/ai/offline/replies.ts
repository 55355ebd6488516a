import { BUILTIN_GAMES, truncateText } from '@matchdrop/shared';
import type { AssistantReply, GeneratedGame } from '../types.js';

const REFINE_HINT = "Test Play it or Save to Profile, or ask me to change it: 'only 5', 'remove <item>', 'add <a> - <b>', 'swap sides', 'rename to <name>'.";

/** A reply carrying a game: what it is, one example pair, and what can be done next. */
export function gameReply(game: GeneratedGame, notes: readonly string[] = [], lead = 'Here is'): AssistantReply {
  const [first] = game.pairs;
  const example = first ? ` For example: ${first[0]} ↔ ${first[1]}.` : '';
  const lines = [`${lead} “${game.name}” with ${game.pairs.length} pairs.${example}`, ...notes, REFINE_HINT];
  return { content: lines.join('\n'), game };
}

export function textReply(content: string): AssistantReply {
  return { content, game: null };
}

const CATALOG_NAMES = BUILTIN_GAMES.map((game) => game.name).join(', ');

/** What the built-in assistant can do; also the body of its welcome message. */
export const OFFLINE_CAPABILITIES = [
  'I turn what you give me into a matching game:',
  "• Paste a list, one pair per line: 'cat - кошка', 'H = Hydrogen', 'Paris: France', tab- or comma-separated columns, numbered or bulleted lists all work.",
  '• Give me the address of a web page: I read its two-column tables, definition lists and "term – definition" lists.',
  `• Ask for a topic: the built-in games (${CATALOG_NAMES}), '12 European capitals', 'countries and their currencies', 'flags of Africa', 'elements 1 to 20 with their symbols', 'element numbers', 'the 7 times table'.`,
  "• Then change the game: '10 pairs', 'only 5', 'remove cat', 'add dog - собака', 'swap sides', 'rename to My Animals'.",
].join('\n');

/** Plainly says what cannot be done, without making anything up. */
export function declineReply(topic: string, closest?: string): AssistantReply {
  const shown = truncateText(topic.trim(), 80);
  const lines = [
    shown === ''
      ? "I'm not sure what game you want."
      : `I can't make a game about “${shown}”: I work without an online AI model here, so I only build games from lists you give me, web pages and the facts I have (built-in topics, countries, chemical elements) — and I won't invent pairs.`,
  ];
  if (closest) lines.push(`The closest I have is “${closest}”: ask for it by name if it helps.`);
  lines.push('You can paste your own pairs (one per line, like "term - definition") or give me a web page that lists them.', OFFLINE_CAPABILITIES);
  return textReply(lines.join('\n'));
}
