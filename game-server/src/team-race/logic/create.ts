import type { LiveGame } from '../../live-mode/reducer.js';
import type { TeamRaceSettings, TeamRaceState } from './types.js';

export function createTeamRace(input: { code: string; hostUserId: string; game: LiveGame; settings: TeamRaceSettings }): TeamRaceState {
  return {
    ...input,
    status: 'lobby',
    teams: [],
    round: null,
    roundsDone: 0,
    locked: false,
    players: [],
    removedNames: [],
    totals: [],
    pairsPlayed: [],
    drops: [],
    winners: [],
    nextPlayerId: 1,
    progressVersion: 0,
    hosts: 0,
    barredUsers: [],
    timers: {},
  };
}
