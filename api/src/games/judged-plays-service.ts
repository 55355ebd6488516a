import type { Database, Kysely } from '@matchdrop/db';
import { DEAL_LIFETIME_MS, dealtPairs, judgeRecord, pairsToItems, type DealAnswer, type JudgedRecord } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { queueMissedPairs } from '../review/service.js';
import type { DealSigner } from './deal-token.js';
import type { PlayedGame } from './game-ref.js';
import type { JudgedPlayBatches } from './judged-play-batches.js';
import type { PlayRow } from './plays-repository.js';

/** R-JUDGE-1: a new deal of `game` for this player: a fresh seed, signed with the server's clock. */
export function issueDeal(signer: DealSigner, game: PlayedGame, userId: number | undefined, pairs: number, now: Date): DealAnswer {
  const { token, deal } = signer.issue({ game: game.key, pairs, issuedAt: now.getTime(), userId: userId ?? null });
  const dealt = dealtPairs(game.data, pairs, deal.seed);
  // The items themselves, not only the seed: the client plays exactly these, whatever order its copy of the game's pairs is in.
  return { deal: token, seed: deal.seed, pairs: dealt.length, items: pairsToItems(dealt), expiresAt: new Date(deal.issuedAt + DEAL_LIFETIME_MS).toISOString() };
}

const badInput = (message: string, field: string) => new HttpError(400, 'invalid_input', message, { field });

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
  const deal = signer.read(record.deal);
  if (!deal) throw badInput('deal is not a deal of this server', 'deal');
  if (deal.game !== game.key) throw badInput('This deal is for another game', 'deal');
  if (deal.userId !== (userId ?? null)) throw badInput('This deal was dealt to another player', 'deal');
  const outcome = judgeRecord(dealtPairs(game.data, deal.pairs, deal.seed), record.attempts, { issuedAt: deal.issuedAt, receivedAt: now.getTime() });
  if (!outcome.ok) throw badInput(outcome.error, 'attempts');
  const { figures } = outcome;
  const stored = await batches.store({
    dictionary_id: game.savedGameId,
    builtin_game_id: game.builtinGameId,
    user_id: userId ?? null,
    mode: 'freeplay',
    pairs: figures.pairs,
    score: figures.score,
    accuracy: figures.accuracy,
    time_ms: figures.timeMs,
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
