import type { Pair } from '@matchdrop/shared';
import { buildGame, gameFromPairs, gameName } from '../game.js';
import { AI_GAME_PAIRS_MIN } from '../limits.js';
import type { AssistantReply, GeneratedGame } from '../types.js';
import { parseList, parsePair } from './list-parser.js';
import { gameReply, textReply } from './replies.js';
import { normalizeText, requestedCount, words } from './words.js';

/** Changes to the session's last game: '10 pairs' / 'only 5', 'remove X', 'add a - b', 'swap sides', 'rename to X'. */
export type Refinement =
  | { kind: 'count'; count: number }
  | { kind: 'remove'; items: string[] }
  | { kind: 'add'; text: string }
  | { kind: 'swap' }
  | { kind: 'rename'; name: string }
  | { kind: 'difficulty' };

const POLITE = String.raw`^(?:(?:please|ok|okay|now|and|then|can you|could you)[,\s]+)*`;
const RENAME = new RegExp(`${POLITE}(?:rename(?: it| the game)?|call it|name it|change the name|title it)\\s+(?:to\\s+|as\\s+)?(.+)$`, 'is');
const REMOVE = new RegExp(`${POLITE}(?:remove|delete|drop|take out|leave out|without)\\s+(.+)$`, 'is');
const ADD = new RegExp(`${POLITE}(?:also )?(?:add|include)\\s*:?\\s+(.+)$`, 'is');
const SWAP = new RegExp(
  `${POLITE}(?:swap|switch|flip|reverse|invert|exchange)(?:\\s+(?:the|sides?|columns?|pairs?|order|direction|them|it|around|left|right|and|please))*\\s*[.!]?$`,
  'i',
);
const DIFFICULTY = /\b(?:harder|easier|difficult|difficulty|challenging|simpler|tougher|trickier)\b/i;

// Everything a "how many" request may hold besides the number itself.
const COUNT_WORDS = new Set(
  `only just keep make it use give me i want need pairs pair items item words word cards card questions please the first
  a with to reduce cut shorten limit fewer less more of them down should be have has let lets s can you game now ok okay so set`.split(/\s+/),
);

const unquote = (text: string): string =>
  text
    .trim()
    .replace(/^["“”'‘’«]+|["“”'‘’».!]+$/g, '')
    .trim();

/** The refinement a message asks for, if it is one. */
export function parseRefinement(text: string): Refinement | undefined {
  const trimmed = text.trim();
  const rename = RENAME.exec(trimmed);
  if (rename?.[1] && unquote(rename[1]) !== '') return { kind: 'rename', name: unquote(rename[1]) };
  const remove = REMOVE.exec(trimmed);
  if (remove?.[1]) return { kind: 'remove', items: [unquote(remove[1])] };
  const add = ADD.exec(trimmed);
  if (add?.[1]) return { kind: 'add', text: add[1] };
  if (SWAP.test(trimmed)) return { kind: 'swap' };
  if (DIFFICULTY.test(trimmed)) return { kind: 'difficulty' };
  const count = requestedCount(trimmed);
  const others = words(normalizeText(trimmed)).filter((word) => !COUNT_WORDS.has(word) && !/^\d+$/.test(word));
  if (count !== undefined && others.length === 0) return { kind: 'count', count };
  return undefined;
}

const same = (a: string, b: string): boolean => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Items named in "remove a, b and c": the whole text when it is one item, else its parts. */
function removalTargets(pairs: readonly Pair[], text: string): string[] {
  const known = (item: string) => pairs.some(([a, b]) => same(a, item) || same(b, item));
  if (known(text)) return [text];
  return text
    .split(/\s*,\s*|\s+and\s+|\s*;\s*/)
    .map(unquote)
    .filter((item) => item !== '');
}

function withPairs(game: GeneratedGame, pairs: readonly Pair[], lead: string): AssistantReply {
  if (pairs.length < AI_GAME_PAIRS_MIN)
    return textReply(`That would leave ${pairs.length} pairs, and a game needs at least ${AI_GAME_PAIRS_MIN}. I kept “${game.name}” as it was.`);
  return gameReply(gameFromPairs(game.name, pairs), [], lead);
}

/** Applies a refinement to the game; an explanation without a game when it cannot be done. */
export function applyRefinement(game: GeneratedGame, refinement: Refinement): AssistantReply {
  const { pairs } = game;
  switch (refinement.kind) {
    case 'count': {
      const { count } = refinement;
      if (count >= pairs.length) {
        return textReply(
          `“${game.name}” has ${pairs.length} pairs, so there is nothing to cut. I can't add pairs I don't have facts for: ask for a bigger game (like '20 European capitals') or add pairs yourself ('add a - b').`,
        );
      }
      return withPairs(game, pairs.slice(0, count), `Done: I kept the first ${count} pairs. Here is`);
    }
    case 'remove': {
      const targets = removalTargets(pairs, refinement.items[0] ?? '');
      const missing = targets.filter((item) => !pairs.some(([a, b]) => same(a, item) || same(b, item)));
      if (missing.length > 0)
        return textReply(`I couldn't find ${missing.map((m) => `“${m}”`).join(', ')} in “${game.name}”, so I changed nothing. Name an item exactly as it appears in the game.`);
      const kept = pairs.filter(([a, b]) => !targets.some((item) => same(a, item) || same(b, item)));
      return withPairs(game, kept, `Done: removed ${targets.map((t) => `“${t}”`).join(', ')}. Here is`);
    }
    case 'add': {
      const added = parseList(refinement.text)?.pairs ?? [parsePair(refinement.text)].filter((pair) => pair !== undefined);
      if (added.length === 0) return textReply("Tell me the pair to add with a separator, like 'add dog - собака' or 'add H = Hydrogen'.");
      const result = buildGame(game.name, [...pairs, ...added]);
      if (!result.ok) return textReply(`I couldn't add that: ${result.error}.`);
      return gameReply(result.game, [], `Done: added ${added.length} pair${added.length === 1 ? '' : 's'}. Here is`);
    }
    case 'swap':
      return gameReply(
        gameFromPairs(
          game.name,
          pairs.map(([a, b]): Pair => [b, a]),
        ),
        [],
        'Done: I swapped the sides. Here is',
      );
    case 'rename':
      return gameReply(gameFromPairs(gameName(refinement.name, game.name), pairs), [], 'Done: renamed. Here is');
    case 'difficulty':
      return textReply(
        `I can't judge how hard pairs are without an online AI model, so I won't guess. I can make “${game.name}” shorter ('only 5'), remove pairs you find too easy ('remove <item>'), add your own ('add <a> - <b>') or swap the sides.`,
      );
  }
}
