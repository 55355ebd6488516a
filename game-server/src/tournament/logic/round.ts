import {
  accuracyPercent,
  competitiveScore,
  createRng,
  initialFieldPairs,
  initialFreePlayStats,
  languagesOfItems,
  podiumOf,
  selectPairs,
  spawnOrder,
  TOURNAMENT_STANDINGS_TOP,
} from '@matchdrop/shared';
import type { HeatStartedPayload, StandingRow, TournamentRoundResult } from '@matchdrop/shared';
import { judgeAttempt } from '../../competitive/logic/judge.js';
import type { Ctx } from './context.js';
import { cancel, changed, ownHeat, schedule, send } from './context.js';
import { randomHeats, swissHeats } from './heats.js';
import { emptyTotals, standings } from './standings.js';
import type { PlayerTotals } from './standings.js';
import type { Heat, HeatPlayer, TournamentRound, TournamentState } from './types.js';

/**
 * A round: every heat gets the same pairs in the same seeded field order and the same time limit, and is judged
 * with the competitive rules (the server checks each attempt against the pairs it alone holds, and scores a
 * finish with the competitive formula). Every heat starts at once; the round ends when the last heat does.
 */

const AUTO_NEXT_MS = 30_000;
/** How long a finished tournament's room stays up for late readers of the podium. */
export const FINISHED_LINGER_MS = 10 * 60_000;

const present = (state: TournamentState): string[] => state.players.filter((p) => p.connected).map((p) => p.id);

export function canBeginRound(state: TournamentState): boolean {
  return present(state).length >= 2;
}

function heatPlayer(name: string, playerId: string): HeatPlayer {
  return { playerId, name, stats: initialFreePlayStats(), attempts: 0, matchedItems: [], status: 'playing', completionTime: null, score: null };
}

export function beginRound(ctx: Ctx, seed: string): void {
  const { state, now } = ctx;
  const rng = createRng(seed);
  const pairs = selectPairs(state.game.data, state.settings.pairCount, rng);
  const initialPairs = initialFieldPairs(pairs.length);
  const items = spawnOrder(pairs, initialPairs, rng);
  const here = present(state);
  const hereSet = new Set(here);
  const groups =
    state.roundsDone === 0
      ? randomHeats(here, state.settings.heatSize, rng)
      : swissHeats(
          standings(state.totals)
            .map((r) => r.playerId)
            .filter((id) => hereSet.has(id)),
          state.settings.heatSize,
        );
  const names = new Map(state.players.map((p) => [p.id, p.name]));
  const seats: Record<string, number> = {};
  groups.forEach((ids, i) => ids.forEach((id) => (seats[id] = i)));
  const round: TournamentRound = {
    number: state.roundsDone + 1,
    seed,
    pairs,
    items,
    initialPairs,
    roundSeconds: state.settings.roundSeconds,
    startedAt: now,
    heats: groups.map((ids, i) => ({ number: i + 1, players: ids.map((id) => heatPlayer(names.get(id) ?? '', id)), ended: false, timedOut: false, version: 0 })),
    seats,
    satOut: state.players.filter((p) => !hereSet.has(p.id)).map((p) => p.id),
  };
  state.round = round;
  ctx.owned.round = true;
  round.heats.forEach((_, i) => ctx.owned.heats.add(i));
  state.status = 'playing';
  state.nextRoundAt = null;
  cancel(ctx, 'auto_next');
  schedule(ctx, 'round_end', now + round.roundSeconds * 1_000);
  for (const heat of round.heats) {
    for (const p of heat.players) send(ctx, { player: p.playerId }, { type: 'heat_started', payload: heatStarted(state, round, heat, now) });
  }
  send(ctx, 'host', { type: 'round_items', payload: { round: round.number, items: round.items } });
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
    // R-PIC-20: each item's language only when the game has side languages (a plain game's message is unchanged).
    ...(state.game.languages && { itemLanguages: languagesOfItems(state.game.languages, round.items) }),
    ...(resumed === undefined ? {} : { matchedItems: [...resumed.matchedItems], mine: { stats: { ...resumed.stats }, attempts: resumed.attempts } }),
  };
}

/** The player's heat this round (read-only: a handler that changes it takes ownHeat first). */
export function findHeatPlayer(state: TournamentState, playerId: string): { index: number; heat: Heat; player: HeatPlayer } | null {
  const index = state.round?.seats[playerId];
  const heat = index === undefined ? undefined : state.round?.heats[index];
  const player = heat?.players.find((p) => p.playerId === playerId);
  return index !== undefined && heat && player ? { index, heat, player } : null;
}

/** The player's heat, this step's own copy, when they are still racing in it. */
function racing(ctx: Ctx, playerId: string): { heat: Heat; player: HeatPlayer } | null {
  const found = ctx.state.status === 'playing' ? findHeatPlayer(ctx.state, playerId) : null;
  if (!found || found.player.status !== 'playing') return null;
  const heat = ownHeat(ctx, found.index) as Heat;
  return { heat, player: heat.players.find((p) => p.playerId === playerId) as HeatPlayer };
}

function scoreAt(state: TournamentState, player: HeatPlayer, timeMs: number): number {
  return competitiveScore({ accuracyPercent: accuracyPercent(player.stats.correct, player.attempts), seconds: timeMs / 1000, speed: state.settings.speed });
}

function moved(ctx: Ctx, heat: Heat): void {
  heat.version += 1;
  ctx.state.progressVersion += 1;
}

export function attempt(ctx: Ctx, playerId: string, item1: string, item2: string): void {
  const round = ctx.state.round;
  if (!round) return;
  const found = findHeatPlayer(ctx.state, playerId);
  // Judged on the shared state first: an attempt that changes nothing copies nothing.
  if (ctx.state.status !== 'playing' || !found || found.player.status !== 'playing') return;
  const seat = racing(ctx, playerId);
  if (!seat) return;
  const { heat, player } = seat;
  const correct = judgeAttempt(round, player, item1, item2);
  if (correct === null) return;
  send(ctx, { player: playerId }, { type: 'match_result', payload: { item1, item2, correct } });
  moved(ctx, heat);
  if (player.matchedItems.length === round.items.length) {
    player.status = 'finished';
    player.completionTime = ctx.now - round.startedAt;
    player.score = scoreAt(ctx.state, player, player.completionTime);
    endHeatIfDone(ctx, heat, false);
  }
}

/** The player's reconnection window ran out mid-heat (or they were put out): scored from what they matched, timed at the limit. */
export function leaveHeat(ctx: Ctx, playerId: string): void {
  const round = ctx.state.round;
  const seat = round ? racing(ctx, playerId) : null;
  if (!round || !seat) return;
  seat.player.status = 'left';
  seat.player.completionTime = round.roundSeconds * 1_000;
  seat.player.score = scoreAt(ctx.state, seat.player, seat.player.completionTime);
  moved(ctx, seat.heat);
  endHeatIfDone(ctx, seat.heat, false);
}

/** Time's up: whoever is still playing is scored from what they matched, timed at the limit. */
export function timeUp(ctx: Ctx): void {
  const round = ctx.state.round;
  if (ctx.state.status !== 'playing' || !round) return;
  const limit = round.roundSeconds * 1_000;
  round.heats.forEach((shared, index) => {
    if (shared.ended) return;
    const heat = ownHeat(ctx, index) as Heat;
    for (const p of heat.players) {
      if (p.status !== 'playing') continue;
      p.status = 'timed_out';
      p.completionTime = limit;
      p.score = scoreAt(ctx.state, p, limit);
    }
    moved(ctx, heat);
    endHeat(ctx, heat, true);
  });
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

/**
 * What one player reads of the standings: the top of the table and their own row (the projector gets it all).
 * A 2,000-row table to every phone was most of what the tournament sent.
 */
export function standingsFor(table: readonly StandingRow[], playerId: string, at: ReadonlyMap<string, number>): StandingRow[] {
  const top = table.slice(0, TOURNAMENT_STANDINGS_TOP);
  const own = at.get(playerId);
  return own === undefined || own < TOURNAMENT_STANDINGS_TOP ? top : [...top, table[own] as StandingRow];
}

export const rowIndex = (table: readonly StandingRow[]): Map<string, number> => new Map(table.map((r, i) => [r.playerId, i]));

/** Every heat is over: totals, standings with movers, the round stored, then the break (or the end). */
function endRound(ctx: Ctx): void {
  const { state, now } = ctx;
  const round = state.round;
  if (!round) return;
  cancel(ctx, 'round_end');
  const seated = new Map(state.players.map((p) => [p.id, p]));
  // A player put out mid-round (a suspension) keeps their heat's result but leaves the standings.
  const results = round.heats.flatMap(heatResults).filter((r) => seated.has(r.playerId));
  const satOut = round.satOut.flatMap((id) => {
    const p = seated.get(id);
    return p ? [{ playerId: id, name: p.name, heat: 0, placement: 0, score: 0, correct: 0, attempts: 0, timeMs: 0, finished: false, satOut: true }] : [];
  });
  state.previousPlaces = state.roundsDone === 0 ? {} : Object.fromEntries(standings(state.totals).map((r) => [r.playerId, r.place]));
  const totals = new Map<string, PlayerTotals>(state.totals.map((t) => [t.playerId, { ...t }]));
  for (const r of results) {
    const t = totals.get(r.playerId) ?? emptyTotals(r.playerId, r.name);
    totals.set(r.playerId, t);
    t.totalScore += r.score;
    t.totalCorrect += r.correct;
    t.totalAttempts += r.attempts;
    t.totalTimeMs += r.timeMs;
    t.roundsPlayed += 1;
  }
  // Everyone seated is in the standings, those who sat out with 0.
  for (const p of state.players) if (!totals.has(p.id)) totals.set(p.id, emptyTotals(p.id, p.name));
  state.totals = [...totals.values()];
  state.roundsDone = round.number;
  const all = [...results, ...satOut];
  state.history = [...state.history, { round: round.number, results: all }];
  state.round = null;
  ctx.effects.push({ kind: 'roundOver', round });
  ctx.effects.push({ kind: 'persistRound', round: round.number, startedAt: round.startedAt, endedAt: now, results: all });
  const table = standings(state.totals, state.previousPlaces);
  const last = round.number >= state.settings.rounds;
  state.status = last ? 'finished' : 'between_rounds';
  state.nextRoundAt = last ? null : now + AUTO_NEXT_MS;
  const base = { round: round.number, rounds: state.settings.rounds, standingsCount: table.length, nextRoundAt: state.nextRoundAt };
  send(ctx, 'host', { type: 'round_ended', payload: { ...base, results: all, standings: table } });
  // Each player: their heat's results (or their sat-out row), the top of the table and their own row.
  const byHeat = new Map<number, TournamentRoundResult[]>();
  for (const r of all) {
    const key = r.satOut ? -1 : r.heat;
    byHeat.set(key, [...(byHeat.get(key) ?? []), r]);
  }
  const at = rowIndex(table);
  for (const r of all) {
    const mine = r.satOut ? [r] : (byHeat.get(r.heat) ?? []);
    send(ctx, { player: r.playerId }, { type: 'round_ended', payload: { ...base, results: mine, standings: standingsFor(table, r.playerId, at) } });
  }
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
  const podium = podiumOf(table);
  send(ctx, 'host', { type: 'finished', payload: { podium, standings: table, standingsCount: table.length } });
  const at = rowIndex(table);
  for (const p of state.players) {
    send(ctx, { player: p.id }, { type: 'finished', payload: { podium, standings: standingsFor(table, p.id, at), standingsCount: table.length } });
  }
  ctx.effects.push({ kind: 'persistFinished' });
  // The podium stays up for late readers, then the room goes (the stored row stays).
  schedule(ctx, 'linger', ctx.now + FINISHED_LINGER_MS);
  changed(ctx);
}
