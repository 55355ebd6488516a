import { TOURNAMENT_LOBBY_PAGE } from '@matchdrop/shared';
import type { HeatProgress, StandingRow, TournamentHeader, TournamentPlayerView, TournamentView } from '@matchdrop/shared';
import { rowIndex, standingsFor } from './round.js';
import { standings } from './standings.js';
import type { Heat, TournamentPlayer, TournamentState } from './types.js';

const playerView = (p: TournamentPlayer): TournamentPlayerView => ({ id: p.id, name: p.name, guest: p.userId === null, connected: p.connected });

export function playersView(state: TournamentState): TournamentPlayerView[] {
  return state.players.map(playerView);
}

/** A player's page of the lobby: the latest joiners, newest first (without the connection flags, which go stale). */
export function lobbyPage(state: TournamentState): TournamentPlayerView[] {
  return state.players
    .slice(-TOURNAMENT_LOBBY_PAGE)
    .reverse()
    .map((p) => ({ id: p.id, name: p.name, guest: p.userId === null }));
}

export function tournamentHeader(state: TournamentState, hostName: string): TournamentHeader {
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
    playerCount: state.players.length,
    playersMax: state.settings.playersMax,
  };
}

/** The standings table (empty before the first round is scored). */
export const standingsTable = (state: TournamentState): StandingRow[] => (state.roundsDone === 0 ? [] : standings(state.totals, state.previousPlaces));

/** The whole picture: the host's welcome, the REST view, the results file. */
export function tournamentView(state: TournamentState, hostName: string): TournamentView {
  return { ...tournamentHeader(state, hostName), players: playersView(state), standings: standingsTable(state) };
}

/**
 * What anyone with the code reads over REST (GET /api/tournaments/{code}): a page of the latest joiners, as a
 * player would, but the whole standings table (which the API answers a page of, R-TOURN-6), the same rows as the
 * projector, the results file and the stored row after the room goes (issue 33: the top rows alone left out whoever ranked below them, a seated player who
 * never raced among them).
 */
export function publicTournamentView(state: TournamentState, hostName: string): TournamentView {
  return { ...tournamentHeader(state, hostName), players: lobbyPage(state), standings: standingsTable(state) };
}

/** A player's picture: the lobby page, the top of the standings and their own row. */
export function playerTournamentView(state: TournamentState, hostName: string, playerId: string): TournamentView {
  const rows = standingsTable(state);
  return { ...tournamentHeader(state, hostName), players: lobbyPage(state), standings: standingsFor(rows, playerId, rowIndex(rows)) };
}

/** One heat's live progress (of `round`: the running one unless told). */
export function heatProgressOf(state: TournamentState, heat: Heat, connected?: ReadonlySet<string>, round = state.round): HeatProgress {
  const total = round?.pairs.length ?? 0;
  const isConnected = (id: string): boolean => (connected ? connected.has(id) : (state.players.find((p) => p.id === id)?.connected ?? false));
  return {
    heat: heat.number,
    ended: heat.ended,
    players: heat.players.map((p) => ({
      playerId: p.playerId,
      name: p.name,
      matched: p.matchedItems.length / 2,
      total,
      correct: p.stats.correct,
      attempts: p.attempts,
      finished: p.status === 'finished',
      connected: isConnected(p.playerId),
      score: p.score,
    })),
  };
}

/**
 * Every heat's live progress (the projector's view) of `round` (the running one unless told: a round just over);
 * `only` keeps the heats it accepts (those that moved).
 */
export function heatProgress(state: TournamentState, only: (heat: Heat, index: number) => boolean = () => true, round = state.round): HeatProgress[] {
  if (!round) return [];
  const connected = new Set(state.players.filter((p) => p.connected).map((p) => p.id));
  return round.heats.filter(only).map((heat) => heatProgressOf(state, heat, connected, round));
}
