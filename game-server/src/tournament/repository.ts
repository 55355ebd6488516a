import type { Database, Kysely } from '@matchdrop/db';
import { accuracyPercent } from '@matchdrop/shared';
import type { StandingRow, TournamentRoundResult, TournamentStatus } from '@matchdrop/shared';
import { insertRoundPlays } from '../round-plays-repository.js';

/** Where the tournament's game came from; only built-in and saved games have a history to count in. */
export interface TournamentGameOrigin {
  name: string;
  dictionaryId: number | null;
  builtinGameId: string | null;
}

export interface TournamentRecord {
  code: string;
  hostUserId: number;
  game: TournamentGameOrigin;
  pairCount: number;
  rounds: number;
  heatSize: number;
  roundSeconds: number;
  accountsOnly: boolean;
}

export async function insertTournament(db: Kysely<Database>, t: TournamentRecord): Promise<number> {
  const row = await db
    .insertInto('tournaments')
    .values({
      code: t.code,
      host_user_id: t.hostUserId,
      game_name: t.game.name,
      dictionary_id: t.game.dictionaryId,
      builtin_game_id: t.game.builtinGameId,
      pair_count: t.pairCount,
      rounds: t.rounds,
      heat_size: t.heatSize,
      round_seconds: t.roundSeconds,
      accounts_only: t.accountsOnly,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTournament(
  db: Kysely<Database>,
  id: number,
  change: { status: TournamentStatus; playerCount: number; standings?: StandingRow[]; finished?: boolean },
): Promise<void> {
  await db
    .updateTable('tournaments')
    .set({
      status: change.status,
      player_count: change.playerCount,
      ...(change.standings ? { standings: change.standings } : {}),
      ...(change.finished ? { finished_at: new Date() } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * One round: every player's result, and for a built-in or saved game a competitive game_sessions row per logged-in
 * player who finished, so tournament rounds count in their history like other competitive rounds.
 */
export async function persistTournamentRound(
  db: Kysely<Database>,
  input: {
    tournamentId: number;
    code: string;
    round: number;
    pairCount: number;
    game: TournamentGameOrigin;
    results: TournamentRoundResult[];
    userIds: ReadonlyMap<string, number>;
  },
): Promise<void> {
  const { results, userIds, game } = input;
  await db.transaction().execute(async (trx) => {
    if (results.length > 0) {
      await trx
        .insertInto('tournament_results')
        .values(
          results.map((r) => ({
            tournament_id: input.tournamentId,
            round: input.round,
            player_id: r.playerId,
            player_name: r.name,
            user_id: userIds.get(r.playerId) ?? null,
            heat: r.heat,
            placement: r.placement,
            score: r.score,
            correct: r.correct,
            attempts: r.attempts,
            time_ms: Math.round(r.timeMs),
            finished: r.finished,
            sat_out: r.satOut,
          })),
        )
        .execute();
    }
    const counted = results.filter((r) => r.finished && userIds.has(r.playerId));
    await insertRoundPlays(
      trx,
      { game, pairCount: input.pairCount, roomCode: input.code },
      counted.map((r) => ({
        userId: userIds.get(r.playerId) as number,
        score: r.score,
        accuracy: accuracyPercent(r.correct, r.attempts),
        timeMs: r.timeMs,
        correct: r.correct,
        attempts: r.attempts,
      })),
    );
  });
}
