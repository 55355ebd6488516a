import { ITEM_TEXT_MAX, GAME_NAME_MAX, truncateText } from '@matchdrop/shared';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AI_GAME_PAIRS_MIN } from '../limits.js';
import type { ChatTurn, PageContent, UserInput } from '../types.js';

/** How much of the conversation goes back to the model: enough to refine, bounded in size. */
const HISTORY_TURNS = 20;
const TURN_TEXT_MAX = 4_000;
const PAGE_PAIRS_SHOWN = 100;

const SYSTEM_PROMPT = [
  'You are the game assistant of MatchDrop, a learning game where players match pairs: word and translation, term and definition, country and capital, formula and name.',
  'Answer only with a JSON object: {"reply": string, "game": {"name": string, "pairs": [{"left": string, "right": string}]} | null}.',
  '"reply" is a short message to the user: what you made or changed, or a question when the request is unclear.',
  '"game" is the whole game after this message (not only the changes), or null when you did not make or change a game.',
  `Rules: every fact must be correct — if you are not sure, say so in "reply" and set "game" to null; never invent pairs. Each item at most ${ITEM_TEXT_MAX} characters. No item may appear twice. At least ${AI_GAME_PAIRS_MIN} pairs; 10 when the user does not say how many. Game name at most ${GAME_NAME_MAX} characters.`,
  'When the user asks to change the current game ("make it harder", "10 pairs", "swap the sides", "remove …"), start from the last game in the conversation and return the whole changed game.',
  'When the user gives a web page, build the game only from what the page says.',
].join('\n');

/** A past assistant turn in the same JSON the model answers with, so it can refine its last game. */
function assistantJson(turn: ChatTurn): string {
  const game = turn.game && { name: turn.game.name, pairs: turn.game.pairs.map(([left, right]) => ({ left, right })) };
  return JSON.stringify({ reply: truncateText(turn.content, TURN_TEXT_MAX), game: game ?? null });
}

function userText(text: string, url: string | null): string {
  const body = truncateText(text, TURN_TEXT_MAX);
  return url ? `${body}\n(Web page: ${url})`.trim() : body;
}

function pageText(page: PageContent): string {
  const lines = [`Web page: ${page.url}`];
  if (page.title !== '') lines.push(`Title: ${page.title}`);
  if (page.pairs.length > 0) {
    const shown = page.pairs.slice(0, PAGE_PAIRS_SHOWN).map(([a, b]) => `${a} — ${b}`);
    lines.push(`Pairs found in its tables and lists (${page.pairs.length}):`, ...shown);
  }
  lines.push('Page text:', page.text);
  return lines.join('\n');
}

/** The messages of one request: instructions, the conversation so far, then the new message (and page). */
export function buildMessages(history: readonly ChatTurn[], input: UserInput): ChatCompletionMessageParam[] {
  const past = history
    .slice(-HISTORY_TURNS)
    .map((turn): ChatCompletionMessageParam =>
      turn.role === 'assistant' ? { role: 'assistant', content: assistantJson(turn) } : { role: 'user', content: userText(turn.content, turn.url) },
    );
  const current = input.page ? [input.text, pageText(input.page)].filter((part) => part.trim() !== '').join('\n\n') : input.text;
  return [{ role: 'system', content: SYSTEM_PROMPT }, ...past, { role: 'user', content: current }];
}
