import { dealtPairs, type DealAnswer, type GameData, type PlayRecord, type RecordedAttempt } from '@matchdrop/shared';
import type { Answer, JsonClient } from './json-client.js';

export interface JudgedPlayOptions {
  /** The game's pairs (the built-in catalog's, or what the saved game holds): the deal is worked out from them like the client does. */
  data: GameData;
  pairs: number;
  token?: string;
  /** Wrong attempts made first, each pairing the first dealt pair's item with the second pair's counterpart. */
  wrong?: number;
  /** Game-clock ms between attempts (a hand's pace by default). */
  gapMs?: number;
}

/** The record a real client would send for a deal: `wrong` wrong attempts, then every pair right in deal order. */
export function recordOf(deal: readonly (readonly [string, string])[], wrong: number, gapMs: number): RecordedAttempt[] {
  const [first, second] = deal;
  const misses = first && second ? Array.from({ length: wrong }, () => ({ a: first[0], b: second[1] })) : [];
  return [...misses, ...deal.map(([a, b]) => ({ a, b }))].map((attempt, i) => ({ ...attempt, at: (i + 1) * gapMs }));
}

/**
 * A free play the way the client plays one (R-JUDGE-1, R-JUDGE-2): a deal from `gamePath` (…/builtin-games/:id or
 * …/dictionaries/:id), then its record of attempts sent to …/plays. Answers the record's answer.
 */
export async function playJudged(api: JsonClient, gamePath: string, options: JudgedPlayOptions): Promise<Answer<{ session: PlayRecord; error?: string }>> {
  const dealt = await api.call<DealAnswer>('POST', `${gamePath}/deals`, { token: options.token, body: { pairs: options.pairs } });
  if (dealt.status !== 201) throw new Error(`no deal: ${dealt.status} ${JSON.stringify(dealt.body)}`);
  const deal = dealtPairs(options.data, options.pairs, dealt.body.seed);
  const attempts = recordOf(deal, options.wrong ?? 0, options.gapMs ?? 200);
  return api.call('POST', `${gamePath}/plays`, { token: options.token, body: { deal: dealt.body.deal, attempts } });
}
