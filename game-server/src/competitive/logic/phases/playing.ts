import { accuracyPercent, competitiveScore } from '@matchdrop/shared';
import { broadcast, cancel, send } from '../context.js';
import type { Ctx } from '../context.js';
import { judgeAttempt } from '../judge.js';
import { addRoundToTotals, cumulativeResults, playerResult, roundResults } from '../results.js';
import type { Round, RoundPlayer } from '../types.js';
import { gameStarted, roundInProgress } from './countdown.js';

/**
 * Play: the server judges every attempt against the round's own pairs, answers the sender with its verdict, and
 * decides by itself when a player has finished, with what time and score. Clients only say which two items they
 * dropped together. The round ends when everyone is done or when its time limit runs out.
 */

function activePlayer(ctx: Ctx, userId: string): { round: Round; player: RoundPlayer } | null {
  const round = ctx.state.round;
  if (ctx.state.phase !== 'playing' || !round || round.startedAt === null) return null;
  const player = round.players.find((p) => p.userId === userId && p.status === 'playing');
  return player ? { round, player } : null;
}

export function matchAttempt(ctx: Ctx, userId: string, item1: unknown, item2: unknown): void {
  const active = activePlayer(ctx, userId);
  if (!active || typeof item1 !== 'string' || typeof item2 !== 'string' || item1 === item2) return;
  const { round, player } = active;
  const correct = judgeAttempt(round, player, item1, item2);
  if (correct === null) return;
  send(ctx, userId, 'match_result', { item1, item2, correct });
  broadcast(ctx, 'player_progress_update', {
    userId,
    matched: player.matchedItems.length / 2,
    total: round.pairs.length,
    correct: player.stats.correct,
    attempts: player.attempts,
  });
  if (player.matchedItems.length === round.items.length) finish(ctx, round, player);
}

function scoreFor(ctx: Ctx, player: RoundPlayer, completionTime: number): number {
  return competitiveScore({
    accuracyPercent: accuracyPercent(player.stats.correct, player.attempts),
    seconds: completionTime / 1000,
    speed: ctx.state.speed,
  });
}

function finish(ctx: Ctx, round: Round, player: RoundPlayer): void {
  const completionTime = ctx.now - (round.startedAt ?? ctx.now);
  player.status = 'finished';
  player.completionTime = completionTime;
  player.score = scoreFor(ctx, player, completionTime);
  broadcast(ctx, 'player_completed', playerResult(player));
  endRoundIfDone(ctx);
}

/** The time limit ran out: whoever is still playing gets a result from what they matched, timed at the limit. */
export function onRoundEndTimer(ctx: Ctx): void {
  const round = ctx.state.round;
  if (ctx.state.phase !== 'playing' || !round) return;
  const limit = round.roundSeconds * 1_000;
  for (const player of round.players) {
    if (player.status !== 'playing') continue;
    player.status = 'timed_out';
    player.completionTime = limit;
    player.score = scoreFor(ctx, player, limit);
  }
  endRoundIfDone(ctx, true);
}

/** The player stops (Stop & Quit, or left the room): not finished, no time, placed last. */
export function quitDuringPlay(ctx: Ctx, userId: string): void {
  const active = activePlayer(ctx, userId);
  if (!active) return;
  active.player.status = 'quit';
  broadcast(ctx, 'player_quit_game', { userId, username: active.player.username }, userId);
  endRoundIfDone(ctx);
}

/**
 * What a player gets on (re)taking their seat while a round runs: their own round again with the items they
 * have matched (the round's clock keeps running), or, when the round runs without them, a note to watch it.
 */
export function resumeFor(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  const round = state.round;
  if ((state.phase !== 'playing' && state.phase !== 'countdown') || !round) return;
  const player = round.players.find((p) => p.userId === userId);
  // Not in this round, or out of it (left and came back): they watch it.
  if (!player || player.status === 'quit') return send(ctx, userId, 'round_in_progress', roundInProgress(round, ctx.now));
  if (state.phase === 'playing' && player.status === 'playing') {
    send(ctx, userId, 'game_started', gameStarted(state, round, ctx.now, player));
  }
}

function endRoundIfDone(ctx: Ctx, timedOut = false): void {
  const { state, now } = ctx;
  const round = state.round;
  if (!round || round.players.some((p) => p.status === 'playing')) return;
  cancel(ctx, 'round_end');
  const results = roundResults(round);
  state.totals = addRoundToTotals(state.totals, results);
  state.phase = 'results';
  state.waitingRoom = [];
  state.stages = [];
  broadcast(ctx, 'game_ended', {
    roundNumber: round.number,
    currentRound: results,
    cumulative: cumulativeResults(state.totals),
    timedOut,
  });
  ctx.effects.push({
    kind: 'persistRound',
    round: {
      roomCode: state.roomCode,
      roundNumber: round.number,
      dictionaryName: state.game.name,
      pairCount: round.pairs.length,
      seed: round.seed,
      speed: state.speed,
      startedAt: round.startedAt ?? now,
      endedAt: now,
      results,
    },
    game: state.game,
  });
}
