import type { TeamProgress, TeamRaceHeader, TeamRacePlayerView, TeamRaceView } from '@matchdrop/shared';
import { teamStandings } from './standings.js';
import { teamViewOf, teamViews } from './round.js';
import type { TeamPlay, TeamRaceState } from './types.js';

const playerView = (p: TeamRaceState['players'][number]): TeamRacePlayerView => ({ id: p.id, name: p.name, guest: p.userId === null, connected: p.connected });

/** Every player as the host's lobby list shows them (R-TEAM-14). */
export const playerViews = (state: TeamRaceState): TeamRacePlayerView[] => state.players.map(playerView);

export function raceHeader(state: TeamRaceState, hostName: string): TeamRaceHeader {
  const { settings } = state;
  return {
    code: state.code,
    joinUrl: `/r/${state.code}`,
    status: state.status,
    round: state.round?.number ?? state.roundsDone,
    locked: state.locked,
    hostName,
    playerCount: state.players.length,
    playersMax: settings.playersMax,
    gameName: state.game.name,
    pairCount: settings.pairCount,
    rounds: settings.rounds,
    teamSize: settings.teamSize,
    goal: state.round?.goal ?? settings.goal ?? settings.pairCount,
    reshuffle: settings.reshuffle,
    accountsOnly: settings.accountsOnly,
  };
}

/** The host's view: every player, every team, the standings. */
export function raceView(state: TeamRaceState, hostName: string): TeamRaceView {
  return { ...raceHeader(state, hostName), players: playerViews(state), teams: teamViews(state), standings: teamStandings(state.totals) };
}

/** A player's view (or anyone's with the code, playerId ''): their own team only, no other names. */
export function playerRaceView(state: TeamRaceState, hostName: string, playerId: string): TeamRaceView {
  const own = teamViewOf(state, playerId);
  const me = state.players.find((p) => p.id === playerId);
  return { ...raceHeader(state, hostName), players: me ? [playerView(me)] : [], teams: own ? [own] : [], standings: teamStandings(state.totals) };
}

const progressOf = (team: TeamPlay): TeamProgress => ({ team: team.index, run: team.run, best: team.best, correct: team.correct, attempts: team.attempts });

/** The projector's bars: the teams whose version moved since `sent` (by team index), all of them without it. */
export function raceProgress(round: TeamRaceState['round'], sent: readonly number[] = []): TeamProgress[] {
  return (round?.teams ?? []).filter((t) => t.version !== sent[t.index]).map(progressOf);
}
