import { accuracyPercent, competitiveScore, createRng, initialFieldPairs, initialFreePlayStats, podiumOf, selectPairs, spawnOrder } from '@matchdrop/shared';
import type { HeatStartedPayload, TournamentRoundResult } from '@matchdrop/shared';
import { judgeAttempt } from '../../competitive/logic/judge.js';
import type { Ctx } from './context.js';
import { changed, schedule, cancel, send } from './context.js';
import { randomHeats, swissHeats } from './heats.js';
import { emptyTotals, standings } from './standings.js';
import type { Heat, HeatPlayer, TournamentRound, TournamentState } from './types.js';

/**
 * A round: every heat gets the same pairs in the same seeded field order and the same time limit, and is judged
 * with the competitive rules (the server checks each attempt against the pairs it alone holds, and scores a
 * finish with the competitive formula). Every heat starts at once; the round ends when the last heat does.
 */

const AUTO_NEXT_MS = 30_000;

const present = (state: TournamentState): string[] => state.players.filter((p) => p.connected).map((p) => p.id);

export function canBeginRound(state: TournamentState): boolean {
  return present(state).length >= 2;
}

function heatPlayer(state: TournamentState, playerId: string): HeatPlayer {
  const name = state.players.find((p) => p.id === playerId)?.name ?? '';
  return { playerId, name, stats: initialFreePlayStats(), attempts: 0, matchedItems: [], status: 'playing', completionTime: null, score: null };
}

export function beginRound(ctx: Ctx, seed: string): void {
  const { state, now } = ctx;
  const rng = createRng(seed);
  const pairs = selectPairs(state.game.data, state.settings.pairCount, rng);
  const initialPairs = initialFieldPairs(pairs.length);
  const items = spawnOrder(pairs, initialPairs, rng);
  const here = present(state);
  const groups =
    state.roundsDone === 0
      ? randomHeats(here, state.settings.heatSize, rng)
      : swissHeats(
          standings(state.totals)
            .map((r) => r.playerId)
            .filter((id) => here.includes(id)),
          state.settings.heatSize,
        );
  const round: TournamentRound = {
    number: state.roundsDone + 1,
    seed,
    pairs,
    items,
    initialPairs,
    roundSeconds: state.settings.roundSeconds,
    startedAt: now,
    heats: groups.map((ids, i) => ({ number: i + 1, players: ids.map((id) => heatPlayer(state, id)), ended: false, timedOut: false })),
    satOut: state.players.filter((p) => !here.includes(p.id)).map((p) => p.id),
  };
  state.round = round;
  state.status = 'playing';
  state.nextRoundAt = null;
  cancel(ctx, 'auto_next');
  schedule(ctx, 'round_end', now + round.roundSeconds * 1_000);
  for (const heat of round.heats) {
    for (const p of heat.players) send(ctx, { player: p.playerId }, { type: 'heat_started', payload: heatStarted(state, round, heat, now) });
  }
  state.progressVersion += 1;
  changed(ctx);
}

export function heatStarted(state: TournamentState, round: TournamentRound, heat: Heat, now: number, resumed?: HeatPlayer): HeatStartedPayload {
  const endsAt = round.startedAt + round.roundSeconds * 1_000;
  return {
    round: round.number,
    heat: heat.number,
    players: heat.players.map((p) => ({ playerId: p.playerId, name: p.name })),
    pairCount: round.pairs.length,
    items: round.items,
    initialPairs: round.initialPairs,
    startedAt: round.startedAt,
    roundSeconds: round.roundSeconds,
    endsAt,
    msLeft: Math.max(0, endsAt - now),
    speed: state.settings.speed,
    ...(resumed === undefined ? {} : { matchedItems: [...resumed.matchedItems], mine: { stats: { ...resumed.stats }, attempts: resumed.attempts } }),
  };
}

export function findHeatPlayer(state: TournamentState, playerId: string): { heat: Heat; player: HeatPlayer } | null {
  for (const heat of state.round?.heats ?? []) {
    const player = heat.players.find((p) => p.playerId === playerId);
    if (player) return { heat, player };
  }
  return null;
}

function scoreAt(state: TournamentState, player: HeatPlayer, timeMs: number): number {
  return competitiveScore({ accuracyPercent: accuracyPercent(player.stats.correct, player.attempts), seconds: timeMs / 1000, speed: state.settings.speed });
}

export function attempt(ctx: Ctx, playerId: string, item1: string, item2: string): void {
  const { state } = ctx;
  const round = state.round;
  const found = findHeatPlayer(state, playerId);
  if (state.status !== 'playing' || !round || !found || found.player.status !== 'playing') return;
  const { heat, player } = found;
  const correct = judgeAttempt(round, player, item1, item2);
  if (correct === null) return;
  send(ctx, { player: playerId }, { type: 'match_result', payload: { item1, item2, correct } });
  state.progressVersion += 1;
  if (player.matchedItems.length === round.items.length) {
    player.status = 'finished';
    player.completionTime = ctx.now - round.startedAt;
    player.score = scoreAt(state, player, player.completionTime);
    endHeatIfDone(ctx, heat, false);
  }
}

/** The player's reconnection window ran out mid-heat: their heat is scored from what they matched, timed at the limit. */
export function leaveHeat(ctx: Ctx, playerId: string): void {
  const found = findHeatPlayer(ctx.state, playerId);
  const round = ctx.state.round;
  if (ctx.state.status !== 'playing' || !round || !found || found.player.status !== 'playing') return;
  found.player.status = 'left';
  found.player.completionTime = round.roundSeconds * 1_000;
  found.player.score = scoreAt(ctx.state, found.player, found.player.completionTime);
  ctx.state.progressVersion += 1;
  endHeatIfDone(ctx, found.heat, false);
}

/** Time's up: whoever is still playing is scored from what they matched, timed at the limit. */
export function timeUp(ctx: Ctx): void {
  const round = ctx.state.round;
  if (ctx.state.status !== 'playing' || !round) return;
  const limit = round.roundSeconds * 1_000;
  for (const heat of round.heats) {
    for (const p of heat.players) {
      if (p.status !== 'playing') continue;
      p.status = 'timed_out';
      p.completionTime = limit;
      p.score = scoreAt(ctx.state, p, limit);
    }
    if (!heat.ended) endHeat(ctx, heat, true);
  }
  endRound(ctx);
}

const groupRank = (p: HeatPlayer): number => (p.status === 'finished' ? 0 : p.status === 'timed_out' ? 1 : 2);

function heatResults(heat: Heat): TournamentRoundResult[] {
  return [...heat.players]
    .sort((a, b) => groupRank(a) - groupRank(b) || (b.score ?? 0) - (a.score ?? 0) || (a.completionTime ?? 0) - (b.completionTime ?? 0))
    .map((p, i) => ({
      playerId: p.playerId,
      name: p.name,
      heat: heat.number,
      placement: i + 1,
      score: p.score ?? 0,
      correct: p.stats.correct,
      attempts: p.attempts,
      timeMs: p.completionTime ?? 0,
      finished: p.status === 'finished',
      satOut: false,
    }));
}

function endHeat(ctx: Ctx, heat: Heat, timedOut: boolean): void {
  heat.ended = true;
  heat.timedOut = timedOut;
  const round = ctx.state.round as TournamentRound;
  const payload = { round: round.number, heat: heat.number, results: heatResults(heat), timedOut };
  for (const p of heat.players) send(ctx, { player: p.playerId }, { type: 'heat_ended', payload });
}

function endHeatIfDone(ctx: Ctx, heat: Heat, timedOut: boolean): void {
  if (heat.ended || heat.players.some((p) => p.status === 'playing')) return;
  endHeat(ctx, heat, timedOut);
  if (ctx.state.round?.heats.every((h) => h.ended)) endRound(ctx);
}

/** Every heat is over: totals, standings with movers, the round stored, then the break (or the end). */
function endRound(ctx: Ctx): void {
  const { state, now } = ctx;
  const round = state.round;
  if (!round) return;
  cancel(ctx, 'round_end');
  const results = round.heats.flatMap(heatResults);
  const satOut = round.satOut.flatMap((id) => {
    const p = state.players.find((x) => x.id === id);
    return p ? [{ playerId: id, name: p.name, heat: 0, placement: 0, score: 0, correct: 0, attempts: 0, timeMs: 0, finished: false, satOut: true }] : [];
  });
  state.previousPlaces = state.roundsDone === 0 ? {} : Object.fromEntries(standings(state.totals).map((r) => [r.playerId, r.place]));
  for (const r of results) {
    let t = state.totals.find((x) => x.playerId === r.playerId);
    if (!t) {
      t = emptyTotals(r.playerId, r.name);
      state.totals.push(t);
    }
    t.totalScore += r.score;
    t.totalCorrect += r.correct;
    t.totalAttempts += r.attempts;
    t.totalTimeMs += r.timeMs;
    t.roundsPlayed += 1;
  }
  // Everyone seated is in the standings, those who sat out with 0.
  for (const p of state.players) if (!state.totals.some((t) => t.playerId === p.id)) state.totals.push(emptyTotals(p.id, p.name));
  state.roundsDone = round.number;
  state.history.push({ round: round.number, results: [...results, ...satOut] });
  state.round = null;
  ctx.effects.push({ kind: 'persistRound', round: round.number, startedAt: round.startedAt, endedAt: now, results: [...results, ...satOut] });
  const table = standings(state.totals, state.previousPlaces);
  const last = round.number >= state.settings.rounds;
  state.status = last ? 'finished' : 'between_rounds';
  state.nextRoundAt = last ? null : now + AUTO_NEXT_MS;
  send(ctx, 'all', {
    type: 'round_ended',
    payload: { round: round.number, rounds: state.settings.rounds, results: [...results, ...satOut], standings: table, nextRoundAt: state.nextRoundAt },
  });
  if (last) finish(ctx);
  else {
    schedule(ctx, 'auto_next', state.nextRoundAt as number);
    changed(ctx);
  }
}

export function finish(ctx: Ctx): void {
  const { state } = ctx;
  cancel(ctx, 'auto_next');
  cancel(ctx, 'round_end');
  state.status = 'finished';
  state.nextRoundAt = null;
  const table = state.roundsDone === 0 ? [] : standings(state.totals, state.previousPlaces);
  send(ctx, 'all', { type: 'finished', payload: { podium: podiumOf(table), standings: table } });
  ctx.effects.push({ kind: 'persistFinished' });
  changed(ctx);
}
