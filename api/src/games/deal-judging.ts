import { DEAL_LIFETIME_MS, judgeRecord, pairsToItems, type DealAnswer, type JudgedResult, type Pair, type RecordedAttempt } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import type { Deal, DealSigner } from './deal-token.js';

// What every judged free play shares (R-JUDGE-1 … R-JUDGE-4, R-JUDGE-9, R-JUDGE-10): its deal's answer, the deal's
// checks when the record comes back, and the judging of the record into the figures the server works out.

export const badInput = (message: string, field: string) => new HttpError(400, 'invalid_input', message, { field });

export function dealAnswer(token: string, deal: Deal, dealt: Pair[]): DealAnswer {
  // The items themselves, not only the seed: the client plays exactly these.
  return { deal: token, seed: deal.seed, pairs: dealt.length, items: pairsToItems(dealt), expiresAt: new Date(deal.issuedAt + DEAL_LIFETIME_MS).toISOString() };
}

/** A signed deal of the game `key` dealt to this player, or a 400 naming why not. */
export function readDeal(signer: DealSigner, token: string, key: string, userId: number | undefined): Deal {
  const deal = signer.read(token);
  if (!deal) throw badInput('deal is not a deal of this server', 'deal');
  if (deal.game !== key) throw badInput('This deal is for another game', 'deal');
  if (deal.userId !== (userId ?? null)) throw badInput('This deal was dealt to another player', 'deal');
  return deal;
}

/** Judges `attempts` against the pairs the deal dealt; a refused record is a 400 with the judge's reason. */
export function judgedFigures(deal: Deal, dealt: readonly Pair[], attempts: readonly RecordedAttempt[], now: Date): JudgedResult {
  const outcome = judgeRecord(dealt, attempts, { issuedAt: deal.issuedAt, receivedAt: now.getTime() });
  if (!outcome.ok) throw badInput(outcome.error, 'attempts');
  const { timeMs, ...figures } = outcome.figures;
  return { ...figures, time: timeMs };
}
