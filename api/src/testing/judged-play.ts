import type { DealAnswer, Pair, PlayRecord, RecordedAttempt } from '@matchdrop/shared';
import type { Answer, JsonClient } from './json-client.js';

export interface JudgedPlayOptions {
  pairs: number;
  token?: string;
  /** Wrong attempts made right after the first pair is matched, each pairing the second dealt pair's item with the third's counterpart. */
  wrong?: number;
  /** Game-clock ms between attempts (a hand's pace by default). */
  gapMs?: number;
}

/**
 * The record a real client would send for a deal: the first pair right, then `wrong` wrong attempts (so each costs a
 * point: R-SCORE-1 never goes below 0), then every other pair right in deal order. The deal needs 3 pairs for a miss.
 */
export function recordOf(deal: readonly (readonly [string, string])[], wrong: number, gapMs: number): RecordedAttempt[] {
  const [first, second, third, ...rest] = deal.map(([a, b]) => ({ a, b }));
  const misses = second && third ? Array.from({ length: wrong }, () => ({ a: second.a, b: third.b })) : [];
  return [first, ...misses, second, third, ...rest].filter((attempt) => attempt !== undefined).map((attempt, i) => ({ ...attempt, at: (i + 1) * gapMs }));
}

/** A deal's items two by two. */
export function pairsOfItems(items: readonly string[]): Pair[] {
  return Array.from({ length: Math.floor(items.length / 2) }, (_, i) => [items[2 * i]!, items[2 * i + 1]!]);
}

/**
 * A free play the way the client plays one (R-JUDGE-1, R-JUDGE-2): a deal from `gamePath` (…/builtin-games/:id or
 * …/dictionaries/:id), then its record of attempts sent to …/plays. Answers the record's answer.
 */
export async function playJudged(api: JsonClient, gamePath: string, options: JudgedPlayOptions): Promise<Answer<{ session: PlayRecord; error?: string }>> {
  const dealt = await api.call<DealAnswer>('POST', `${gamePath}/deals`, { token: options.token, body: { pairs: options.pairs } });
  if (dealt.status !== 201) throw new Error(`no deal: ${dealt.status} ${JSON.stringify(dealt.body)}`);
  const attempts = recordOf(pairsOfItems(dealt.body.items), options.wrong ?? 0, options.gapMs ?? 200);
  return api.call('POST', `${gamePath}/plays`, { token: options.token, body: { deal: dealt.body.deal, attempts } });
}
