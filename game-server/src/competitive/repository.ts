import type { Database, Kysely } from '@matchdrop/db';
import type { PersistedRound } from './logic/index.js';
import type { RoomGame } from './logic/index.js';
import { insertRoundPlays } from '../round-plays-repository.js';

/** Where the round's game came from; only built-in and saved games have a leaderboard to count on. */
export type GameOrigin = Pick<RoomGame, 'dictionaryId' | 'builtinGameId'>;

const percent = (value: number): number => Math.round(Math.min(Math.max(value, 0), 100) * 100) / 100;
/** The seed column is int8; the adapter only ever deals integer seeds. */
const seedNumber = (seed: number | string): number => (typeof seed === 'number' && Number.isSafeInteger(seed) ? seed : 0);

/**
 * Writes one finished round: the round, every player's result (competitive_results, from which cumulative
 * standings and history are read), and for a built-in or saved game a game_sessions row (mode 'competitive')
 * per player who finished, so the game's leaderboard and each player's history include competitive play.
 * One transaction: a round is stored whole or not at all.
 *
 * An interrupted round (cut off by a server shutdown, see interruptedRound) is stored marked so, with each player's
 * progress but no placement and no game session: it is not a result, and counts in no leaderboard or history.
 */
export async function persistRound(db: Kysely<Database>, round: PersistedRound, origin: GameOrigin, { interrupted = false }: { interrupted?: boolean } = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id: roundId } = await trx
      .insertInto('competitive_rounds')
      .values({
        room_code: round.roomCode,
        dictionary_name: round.dictionaryName,
        dictionary_id: origin.dictionaryId,
        builtin_game_id: origin.builtinGameId,
        round_number: round.roundNumber,
        pair_count: round.pairCount,
        seed: seedNumber(round.seed),
        started_at: new Date(round.startedAt),
        finished_at: new Date(round.endedAt),
        interrupted,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    if (round.results.length > 0) {
      await trx
        .insertInto('competitive_results')
        .values(
          round.results.map((r) => ({
            round_id: roundId,
            user_id: Number(r.user_id),
            username: r.username,
            completion_time_ms: r.completion_time === null ? null : Math.round(r.completion_time),
            accuracy: percent(r.accuracy),
            score: r.score ?? 0,
            correct: r.correct,
            attempts: r.attempts,
            finished: r.finished,
            placement: interrupted ? null : r.placement,
          })),
        )
        .execute();
    }

    if (interrupted) return;
    const finished = round.results.filter((r) => r.finished && r.completion_time !== null);
    await insertRoundPlays(
      trx,
      { game: origin, pairCount: round.pairCount, roomCode: round.roomCode },
      finished.map((r) => ({ userId: Number(r.user_id), score: r.score ?? 0, accuracy: r.accuracy, timeMs: r.completion_time ?? 0, correct: r.correct, attempts: r.attempts })),
    );
  });
}

/** A saved game's name, pairs and who may play it. */
export async function findSavedGame(db: Kysely<Database>, id: number) {
  return db.selectFrom('dictionaries').select(['id', 'name', 'data', 'owner_id', 'is_public', 'languages']).where('id', '=', id).executeTakeFirst();
}
