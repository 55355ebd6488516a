import type { Pair } from '@matchdrop/shared';
import { ELEMENTS, type ChemicalElement } from '../data/elements.js';
import { gameFromPairs } from '../game.js';
import { AI_GAME_PAIRS_MIN } from '../limits.js';
import { gameReply, textReply } from './replies.js';
import type { TopicMatch, TopicRequest } from './topic.js';
import { hasAnyPhrase, hasPhrase, wordSet } from './words.js';

/** Games from the element data: name ↔ symbol, name ↔ atomic number, or number ↔ symbol, for a range. */

const TOPIC = ['elements', 'element', 'periodic table', 'chemical elements', 'chemical element', 'atomic numbers', 'atomic number'];
const NUMBER_WORDS = ['number', 'numbers', 'atomic number', 'atomic numbers'];
const SYMBOL_WORDS = ['symbol', 'symbols', 'chemical symbols'];

interface Mode {
  title: string;
  pair: (element: ChemicalElement) => Pair;
}

const NAME_SYMBOL: Mode = { title: 'Symbols', pair: (e) => [e.name, e.symbol] };
const NAME_NUMBER: Mode = { title: 'Atomic Numbers', pair: (e) => [e.name, String(e.number)] };
const NUMBER_SYMBOL: Mode = { title: 'Numbers and Symbols', pair: (e) => [String(e.number), e.symbol] };

function modeOf(normalized: string): Mode {
  const numbers = hasAnyPhrase(normalized, NUMBER_WORDS) !== undefined;
  const symbols = hasAnyPhrase(normalized, SYMBOL_WORDS) !== undefined;
  if (numbers && symbols) return NUMBER_SYMBOL;
  return numbers ? NAME_NUMBER : NAME_SYMBOL;
}

function build(request: TopicRequest): TopicMatch['reply'] {
  return () => {
    const last = ELEMENTS.length;
    // "elements 1 to 20" is a range of atomic numbers; "10 elements" the first ten.
    const range = request.range ?? (request.count !== undefined ? { from: 1, to: request.count } : { from: 1, to: last });
    if (range.from < 1 || range.to > last || range.from > range.to) {
      return textReply(`There are ${last} elements, numbered 1 to ${last}: ask for a range inside that, like 'elements 1 to 20'.`);
    }
    if (range.to - range.from + 1 < AI_GAME_PAIRS_MIN) return textReply(`A game needs at least ${AI_GAME_PAIRS_MIN} pairs; ask for ${AI_GAME_PAIRS_MIN} elements or more.`);
    const mode = modeOf(request.normalized);
    const chosen = ELEMENTS.filter((e) => e.number >= range.from && e.number <= range.to);
    const span = range.from === 1 && range.to === last ? 'Elements' : `Elements ${range.from}–${range.to}`;
    return gameReply(gameFromPairs(`${span}: ${mode.title}`, chosen.map(mode.pair)), ['Element names follow IUPAC (aluminium, caesium, sulfur).']);
  };
}

/** "elements 1 to 20 with their symbols", "element numbers", "first 30 elements". */
export function matchElementGame(request: TopicRequest): TopicMatch | undefined {
  const topic = hasAnyPhrase(request.normalized, TOPIC);
  if (topic === undefined) return undefined;
  // A bare "elements" or "periodic table" is the built-in game; the data answers ranges and numbers.
  const specific = request.range !== undefined || request.count !== undefined || hasAnyPhrase(request.normalized, [...NUMBER_WORDS, ...SYMBOL_WORDS]) !== undefined;
  if (!specific) return undefined;
  const covered = wordSet(...TOPIC.filter((p) => hasPhrase(request.normalized, p)), ...NUMBER_WORDS, ...SYMBOL_WORDS, 'chemistry chemical names name');
  return { label: 'Chemical Elements', covered, reply: build(request) };
}
