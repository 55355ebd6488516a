import type { HeatProgress, TournamentPlayerView, TournamentView } from '@matchdrop/shared';
import { standings } from './standings.js';
import type { TournamentState } from './types.js';

export function playersView(state: TournamentState): TournamentPlayerView[] {
  return state.players.map((p) => ({ id: p.id, name: p.name, guest: p.userId === null, connected: p.connected }));
}

export function tournamentView(state: TournamentState, hostName: string): TournamentView {
  return {
    code: state.code,
    joinUrl: `/t/${state.code}`,
    status: state.status,
    round: state.round?.number ?? state.roundsDone,
    rounds: state.settings.rounds,
    locked: state.locked,
    hostName,
    gameName: state.game.name,
    pairCount: state.settings.pairCount,
    heatSize: state.settings.heatSize,
    roundSeconds: state.settings.roundSeconds,
    accountsOnly: state.settings.accountsOnly,
    players: playersView(state),
    standings: state.roundsDone === 0 ? [] : standings(state.totals, state.previousPlaces),
  };
}

/** Every heat's live progress (the projector's view; a player gets their own heat's). */
export function heatProgress(state: TournamentState): HeatProgress[] {
  const round = state.round;
  if (!round) return [];
  const connected = new Set(state.players.filter((p) => p.connected).map((p) => p.id));
  return round.heats.map((heat) => ({
    heat: heat.number,
    ended: heat.ended,
    players: heat.players.map((p) => ({
      playerId: p.playerId,
      name: p.name,
      matched: p.matchedItems.length / 2,
      total: round.pairs.length,
      correct: p.stats.correct,
      attempts: p.attempts,
      finished: p.status === 'finished',
      connected: connected.has(p.playerId),
      score: p.score,
    })),
  }));
}
