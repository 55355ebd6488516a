import type { Database, Kysely } from '@matchdrop/db';
import { accuracyPercent, competitiveScore, GAME_SPEED_DEFAULT } from '@matchdrop/shared';
import { insertRoundPlays } from '../round-plays-repository.js';
import type { RoundPlay } from '../round-plays-repository.js';
import type { PlayedGameOrigin } from '../round-plays-repository.js';
import type { DropRecord } from './logic/types.js';

/**
 * R-TEAM-8: a team race's round counts as a judged play of every signed-in member who took part in a drop (guests
 * leave no history): their drops' right ones and attempts, the round's time, scored with the competitive formula.
 * Written through the one writer of competitive rounds to game_sessions.
 */
export async function persistTeamRaceRound(
  db: Kysely<Database>,
  input: { code: string; game: PlayedGameOrigin; pairCount: number; drops: readonly DropRecord[]; userIds: ReadonlyMap<string, number>; startedAt: number; endedAt: number },
): Promise<void> {
  const timeMs = Math.max(0, input.endedAt - input.startedAt);
  const plays: RoundPlay[] = [...input.userIds].flatMap(([playerId, userId]) => {
    const mine = input.drops.filter((d) => d.offeredBy === playerId || d.answeredBy === playerId);
    if (mine.length === 0) return [];
    const correct = mine.filter((d) => d.correct).length;
    const accuracy = accuracyPercent(correct, mine.length);
    return [
      { userId, score: competitiveScore({ accuracyPercent: accuracy, seconds: timeMs / 1000, speed: GAME_SPEED_DEFAULT }), accuracy, timeMs, correct, attempts: mine.length },
    ];
  });
  await db.transaction().execute((trx) => insertRoundPlays(trx, { game: input.game, pairCount: input.pairCount, roomCode: input.code }, plays));
}
