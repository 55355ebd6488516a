import { createRng, initialFreePlayStats, MIN_PLAYERS_TO_START, pairsToItems, selectPairs, shuffle } from '@matchdrop/shared';
import { broadcast, cancel, schedule } from '../context.js';
import type { Ctx } from '../context.js';
import type { Round } from '../types.js';

/** 3, 2, 1, GO!, one second apart; the round's clock starts at GO!, when game_started goes out. */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1_000;

/**
 * The round is dealt when the countdown begins: pairs drawn with the seed's rng and the items shuffled
 * with the same rng, so every player (and any replay) sees the same order.
 */
function dealRound(ctx: Ctx, seed: number | string): Round {
  const { state } = ctx;
  const rng = createRng(seed);
  const pairs = selectPairs(state.dictionaryData, state.pairCount, rng);
  return {
    number: state.roundNumber,
    seed,
    pairs,
    items: shuffle(pairsToItems(pairs), rng),
    countdown: COUNTDOWN_FROM - 1,
    startedAt: null,
    players: state.players.map((p) => ({
      userId: p.userId,
      username: p.username,
      stats: initialFreePlayStats(),
      attempts: 0,
      matchedItems: [],
      status: 'playing',
      completionTime: null,
      score: null,
    })),
  };
}

export function beginCountdown(ctx: Ctx, seed: number | string): void {
  ctx.state.round = dealRound(ctx, seed);
  ctx.state.phase = 'countdown';
  broadcast(ctx, 'game_countdown', { count: COUNTDOWN_FROM, label: String(COUNTDOWN_FROM) });
  schedule(ctx, 'countdown', ctx.now + COUNTDOWN_STEP_MS);
}

export function onCountdownTimer(ctx: Ctx): void {
  const { state, now } = ctx;
  const round = state.round;
  if (state.phase !== 'countdown' || !round) return;
  if (round.countdown > 0) {
    broadcast(ctx, 'game_countdown', { count: round.countdown, label: String(round.countdown) });
    round.countdown -= 1;
    schedule(ctx, 'countdown', now + COUNTDOWN_STEP_MS);
    return;
  }
  broadcast(ctx, 'game_countdown', { count: 0, label: 'GO!' });
  round.startedAt = now;
  state.phase = 'playing';
  broadcast(ctx, 'game_started', {
    roundNumber: round.number,
    seed: round.seed,
    pairCount: round.pairs.length,
    pairs: round.pairs,
    items: round.items,
    startedAt: now,
    speed: state.speed,
  });
}

/** A player left during the countdown: drop them from the round; with fewer than 2 left, back to the lobby. */
export function leaveDuringCountdown(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  const round = state.round;
  if (state.phase !== 'countdown' || !round) return;
  round.players = round.players.filter((p) => p.userId !== userId);
  if (round.players.length >= MIN_PLAYERS_TO_START) return;
  cancel(ctx, 'countdown');
  state.round = null;
  state.phase = 'lobby';
  broadcast(ctx, 'error', { message: 'Need at least 2 players to start' });
}
