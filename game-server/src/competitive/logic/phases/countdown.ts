import { createRng, defaultRoundSeconds, initialFieldPairs, initialFreePlayStats, languagesOfItems, MIN_PLAYERS_TO_START, selectPairs, spawnOrder } from '@matchdrop/shared';
import type { GameStartedPayload } from '@matchdrop/shared';
import { broadcast, cancel, schedule, send } from '../context.js';
import type { Ctx } from '../context.js';
import { refusalMessage } from '../refusals.js';
import type { Round, RoomState, RoundPlayer } from '../types.js';

/** 3, 2, 1, GO!, one second apart; the round's clock starts at GO!, when game_started goes out. */
const COUNTDOWN_FROM = 3;
const COUNTDOWN_STEP_MS = 1_000;

/**
 * The round is dealt when the countdown begins: pairs drawn with the seed's rng and the items put in their
 * field order with the same rng, so every player (and any replay) sees the same order.
 */
function dealRound(ctx: Ctx, seed: number | string): Round {
  const { state } = ctx;
  const rng = createRng(seed);
  const pairs = selectPairs(state.game.data, state.pairCount, rng);
  const initialPairs = initialFieldPairs(pairs.length);
  return {
    number: state.roundNumber,
    seed,
    pairs,
    items: spawnOrder(pairs, initialPairs, rng),
    initialPairs,
    roundSeconds: state.roundSeconds ?? defaultRoundSeconds(pairs.length),
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
  schedule(ctx, 'round_end', roundEndsAt(round));
  const payload = gameStarted(state, round, now);
  const watchers = state.players.filter((p) => !round.players.some((r) => r.userId === p.userId));
  if (watchers.length === 0) return broadcast(ctx, 'game_started', payload);
  for (const player of round.players) send(ctx, player.userId, 'game_started', payload);
  for (const watcher of watchers) send(ctx, watcher.userId, 'round_in_progress', roundInProgress(round, now));
}

/** The server clock at which the round's time runs out (the countdown's rounds have not started: null). */
function roundEndsAt(round: Round): number {
  return (round.startedAt ?? 0) + round.roundSeconds * 1_000;
}

/** game_started: the round's items in field order, never its pairs (the server alone judges). */
export function gameStarted(state: RoomState, round: Round, now: number, resumed?: RoundPlayer): GameStartedPayload {
  const startedAt = round.startedAt ?? 0;
  return {
    roundNumber: round.number,
    seed: round.seed,
    pairCount: round.pairs.length,
    items: [...round.items],
    initialPairs: round.initialPairs,
    startedAt,
    roundSeconds: round.roundSeconds,
    endsAt: roundEndsAt(round),
    msLeft: Math.max(0, roundEndsAt(round) - now),
    speed: state.speed,
    // R-PIC-20: each item's language only when the game has side languages (a plain game's message is unchanged).
    ...(state.game.languages && { itemLanguages: languagesOfItems(state.game.languages, round.items) }),
    ...(resumed === undefined ? {} : { matchedItems: [...resumed.matchedItems], mine: { stats: { ...resumed.stats }, attempts: resumed.attempts } }),
  };
}

export function roundInProgress(round: Round, now: number): { roundNumber: number; pairCount: number; msLeft: number | null } {
  return { roundNumber: round.number, pairCount: round.pairs.length, msLeft: round.startedAt === null ? null : Math.max(0, roundEndsAt(round) - now) };
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
  broadcast(ctx, 'error', { message: refusalMessage('need_two_players'), code: 'need_two_players' });
}
