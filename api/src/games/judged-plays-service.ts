import type { Database, Kysely } from '@matchdrop/db';
import { dealtPairs, type DealAnswer, type JudgedRecord } from '@matchdrop/shared';
import { dealAnswer, judgedFigures, readDeal } from './deal-judging.js';
import { queueMissedPairs } from '../review/service.js';
import type { DealSigner } from './deal-token.js';
import type { PlayedGame } from './game-ref.js';
import type { JudgedPlayBatches } from './judged-play-batches.js';
import type { PlayRow } from './plays-repository.js';

/** R-JUDGE-1: a new deal of `game` for this player: a fresh seed, signed with the server's clock. */
export function issueDeal(signer: DealSigner, game: PlayedGame, userId: number | undefined, pairs: number, now: Date): DealAnswer {
  const { token, deal } = signer.issue({ game: game.key, pairs, issuedAt: now.getTime(), userId: userId ?? null });
  return dealAnswer(token, deal, dealtPairs(game.data, pairs, deal.seed));
}

/**
 * R-JUDGE-2 … R-JUDGE-6: judges a finished game's record against the deal it started from and stores the play as
 * verified, with the figures the server worked out (never the client's). A deal ends in one play: its record sent
 * again answers the play already stored (`created` false). A refused record is stored nowhere.
 */
export async function recordJudgedPlay(
  db: Kysely<Database>,
  batches: JudgedPlayBatches,
  signer: DealSigner,
  game: PlayedGame,
  userId: number | undefined,
  record: JudgedRecord,
  now: Date,
): Promise<{ row: PlayRow; created: boolean }> {
  const deal = readDeal(signer, record.deal, game.key, userId);
  const figures = judgedFigures(deal, dealtPairs(game.data, deal.pairs, deal.seed), record.attempts, now);
  const stored = await batches.store({
    dictionary_id: game.savedGameId,
    builtin_game_id: game.builtinGameId,
    user_id: userId ?? null,
    mode: 'freeplay',
    pairs: figures.pairs,
    score: figures.score,
    accuracy: figures.accuracy,
    time_ms: figures.time,
    correct: figures.correct,
    wrong: figures.wrong,
    missed_pairs: figures.missedPairs,
    played_at: now,
    verified: true,
    deal_id: deal.id,
  });
  // R-JUDGE-7: the review queue takes the pairs the server saw missed, once per play.
  if (stored.created && userId !== undefined) await queueMissedPairs(db, userId, game, figures.missedPairs, now);
  return stored;
}
