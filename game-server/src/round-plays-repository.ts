import type { Database, Kysely } from '@matchdrop/db';

/** Which game a round was played with: a saved game, a built-in one, or neither (a game given in the room only). */
export interface PlayedGameOrigin {
  dictionaryId: number | null;
  builtinGameId: string | null;
}

/** One player's finished round, as their history and the game's leaderboard count it. */
export interface RoundPlay {
  userId: number;
  score: number;
  /** 0-100 (clamped, kept to two decimals). */
  accuracy: number;
  timeMs: number;
  correct: number;
  attempts: number;
}

const percent = (value: number): number => Math.round(Math.min(Math.max(value, 0), 100) * 100) / 100;

/**
 * The one writer of a competitive round to game_sessions (mode 'competitive'), for a competitive room's round and a
 * tournament's alike: one row per player who finished, so the game's leaderboard and each player's history include
 * competitive play. Nothing for a game that is neither saved nor built in. Run it in the round's transaction.
 */
export async function insertRoundPlays(trx: Kysely<Database>, round: { game: PlayedGameOrigin; pairCount: number; roomCode: string }, plays: readonly RoundPlay[]): Promise<void> {
  if ((round.game.dictionaryId === null && round.game.builtinGameId === null) || plays.length === 0) return;
  await trx
    .insertInto('game_sessions')
    .values(
      plays.map((p) => ({
        dictionary_id: round.game.dictionaryId,
        builtin_game_id: round.game.builtinGameId,
        user_id: p.userId,
        mode: 'competitive' as const,
        pairs: round.pairCount,
        score: p.score,
        accuracy: percent(p.accuracy),
        time_ms: Math.round(p.timeMs),
        correct: p.correct,
        wrong: p.attempts - p.correct,
        room_code: round.roomCode,
        // R-JUDGE-5: the room judged every attempt and timed the round itself, so the round counts in public figures.
        verified: true,
      })),
    )
    .execute();
}
