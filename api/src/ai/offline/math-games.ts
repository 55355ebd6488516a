import type { Pair } from '@matchdrop/shared';
import { gameFromPairs } from '../game.js';
import { textReply, gameReply } from './replies.js';
import type { TopicMatch, TopicRequest } from './topic.js';
import { hasAnyPhrase, wordSet } from './words.js';

/**
 * Times tables worked out rather than looked up: "the 7 times table", "multiplication table of 9"
 * (one factor × 1…12) and "times tables 1 to 5" (several factors; products then repeat, which the
 * game's pair selection already handles as for the built-in multiplication table).
 */
const ONE_TABLE = [/\b(\d{1,3})\s*(?:times|x|×)\s*tables?\b/, /\b(?:multiplication|times)\s+tables?\s+(?:of|for)\s+(\d{1,3})\b/, /\btable\s+of\s+(\d{1,3})\b/];
const TABLE_WORDS = ['times table', 'times tables', 'multiplication table', 'multiplication tables', 'multiplication'];
const FACTOR_MAX = 100;
const RANGE_FACTORS_MAX = 12;

const tablePairs = (factor: number): Pair[] => Array.from({ length: 12 }, (_, i): Pair => [`${factor} × ${i + 1}`, String(factor * (i + 1))]);
const covered = wordSet('times table tables multiplication of for x');

function tableRange(request: TopicRequest): TopicMatch | undefined {
  const { range } = request;
  if (!range || hasAnyPhrase(request.normalized, TABLE_WORDS) === undefined) return undefined;
  return {
    label: 'Multiplication Table',
    covered,
    reply: () => {
      if (range.from < 1 || range.from > range.to || range.to - range.from + 1 > RANGE_FACTORS_MAX || range.to > FACTOR_MAX) {
        return textReply(`Ask for up to ${RANGE_FACTORS_MAX} times tables between 1 and ${FACTOR_MAX}, like 'times tables 1 to 5'.`);
      }
      const factors = Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
      return gameReply(gameFromPairs(`Times Tables ${range.from}–${range.to}`, factors.flatMap(tablePairs)));
    },
  };
}

export function matchTimesTable(request: TopicRequest): TopicMatch | undefined {
  for (const pattern of ONE_TABLE) {
    const match = pattern.exec(request.normalized);
    const factor = match ? Number(match[1]) : NaN;
    if (!(factor >= 1 && factor <= FACTOR_MAX)) continue;
    return { label: 'Multiplication Table', covered, reply: () => gameReply(gameFromPairs(`${factor} Times Table`, tablePairs(factor))) };
  }
  return tableRange(request);
}
