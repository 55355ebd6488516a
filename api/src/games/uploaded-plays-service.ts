import { dealtPairs, normalizeGameData, type DealAnswer, type GameData, type JudgedResult, type RecordedAttempt } from '@matchdrop/shared';
import { boundHash } from './bound-pairs.js';
import type { DealSigner } from './deal-token.js';
import { badInput, dealAnswer, judgedFigures, readDeal } from './deal-judging.js';

/** The deal key of a game the server does not store (an uploaded file, an AI test play): it is bound by hash instead. */
const UPLOADED_GAME_KEY = 'u:uploaded';

/** An uploaded game's pairs as the upload panel reads a file (R-GAME-3): the shared normalizer's limits and messages. */
function uploadedData(input: unknown): GameData {
  const normalized = normalizeGameData(input);
  if (!normalized.ok) throw badInput(normalized.error, 'data');
  return normalized.data;
}

/** R-JUDGE-9: a deal of submitted pairs, binding their hash; the answer is the same as a stored game's deal. */
export function issueUploadedDeal(signer: DealSigner, input: unknown, userId: number | undefined, pairs: number, now: Date): DealAnswer {
  const data = uploadedData(input);
  const { token, deal } = signer.issue({ game: UPLOADED_GAME_KEY, pairs, issuedAt: now.getTime(), userId: userId ?? null, bound: boundHash(data) });
  return dealAnswer(token, deal, dealtPairs(data, pairs, deal.seed));
}

/**
 * R-JUDGE-9: an uploaded game's (or AI test play's) record, judged against the pairs its deal bound. The figures are
 * the results panel's; nothing is stored and nothing public changes (the game has no identity to count under).
 */
export function judgeUploadedPlay(signer: DealSigner, record: { deal: string; data: unknown; attempts: RecordedAttempt[] }, userId: number | undefined, now: Date): JudgedResult {
  const deal = readDeal(signer, record.deal, UPLOADED_GAME_KEY, userId);
  const data = uploadedData(record.data);
  if (deal.bound !== boundHash(data)) throw badInput('These are not the pairs this deal was dealt from', 'data');
  return judgedFigures(deal, dealtPairs(data, deal.pairs, deal.seed), record.attempts, now);
}
