import type { Database, Kysely } from '@matchdrop/db';
import { dealtPairs, toTwoWayMap, type JudgedResult, type Pair, type ReviewDealAnswer, type ReviewRecord } from '@matchdrop/shared';
import { boundHash } from '../games/bound-pairs.js';
import { badInput, dealAnswer, judgedFigures, readDeal } from '../games/deal-judging.js';
import type { DealSigner } from '../games/deal-token.js';
import { cardLanguages } from './card-languages.js';
import { cardPair, lockCardsByIds, type ReviewCardRow } from './repository.js';
import { duePairs, recordAnswers } from './service.js';

/** The deal key of a review: the pairs come from the player's queue, bound by hash (R-JUDGE-10). */
const REVIEW_KEY = 'r:review';

/**
 * R-JUDGE-10: the cards a review deals, each with its schedule as it stood: the deal binds them, so a record can only
 * judge the cards it was dealt, and only once (judging moves their schedule, after which the hash no longer matches).
 */
const reviewBinding = (cards: ReadonlyArray<Pick<ReviewCardRow, 'id' | 'item' | 'counterpart' | 'due'>>) =>
  boundHash(cards.map((card) => [card.id, card.item, card.counterpart, card.due.toISOString()]));

const pairsOf = (cards: ReadonlyArray<Pick<ReviewCardRow, 'item' | 'counterpart'>>): Pair[] => cards.map((card) => [card.item, card.counterpart]);

/** R-JUDGE-10: the player's due pairs (up to `limit`) dealt as one game, with the deal that binds them. */
export async function issueReviewDeal(db: Kysely<Database>, signer: DealSigner, userId: number, limit: number, now: Date): Promise<ReviewDealAnswer> {
  const due = await duePairs(db, userId, now, limit);
  if (due.length === 0) return { review: [], deal: null };
  const cards = due.map(({ id, pair: [item, counterpart], due: when }) => ({ id, item, counterpart, due: when }));
  const { token, deal } = signer.issue({ game: REVIEW_KEY, pairs: cards.length, issuedAt: now.getTime(), userId, bound: reviewBinding(cards) });
  const languages = await cardLanguages(db, due);
  return {
    // R-PIC-20: a card's languages only when its game has them, so a review of plain games is answered as before.
    review: due.map(({ id, pair, game }, index) => ({ id, pair, game, ...(languages[index] && { languages: languages[index] }) })),
    deal: dealAnswer(token, deal, dealtPairs(toTwoWayMap(pairsOf(cards)), deal.pairs, deal.seed)),
  };
}

/**
 * R-JUDGE-10: a review's record judged against the cards its deal bound; each card's schedule then moves by what the
 * server saw: right unless the pair took part in a wrong attempt. The client's word on what it got right counts for nothing.
 */
export async function recordReviewPlay(
  db: Kysely<Database>,
  signer: DealSigner,
  userId: number,
  record: ReviewRecord,
  now: Date,
): Promise<{ judged: number; result: JudgedResult }> {
  const deal = readDeal(signer, record.deal, REVIEW_KEY, userId);
  // One transaction, the cards locked: two copies of one record sent at once would both match the binding if each
  // read the cards before the other moved them, and the review would be judged (and logged) twice.
  return db.transaction().execute(async (trx) => {
    const byId = new Map((await lockCardsByIds(trx, userId, record.cards)).map((row) => [row.id, row]));
    const cards = record.cards.map((id) => byId.get(id));
    if (cards.some((card) => card === undefined) || deal.bound !== reviewBinding(cards as ReviewCardRow[])) {
      throw badInput('This review was already recorded, or is not of these pairs: start a new review', 'cards');
    }
    const dealt = cards as ReviewCardRow[];
    const result = judgedFigures(deal, dealtPairs(toTwoWayMap(pairsOf(dealt)), deal.pairs, deal.seed), record.attempts, now);
    const missed = new Set(result.missedPairs.map((pair) => cardPair(pair).join('\n')));
    const answers = dealt.map((card) => ({ card, correct: !missed.has(cardPair([card.item, card.counterpart]).join('\n')) }));
    return { judged: await recordAnswers(trx, userId, answers, now), result };
  });
}
