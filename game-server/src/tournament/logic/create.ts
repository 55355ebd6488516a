import type { LiveGame } from '../../live-mode/reducer.js';
import type { TournamentSettings, TournamentState } from './types.js';

export function createTournament(input: { code: string; hostUserId: string; game: LiveGame; settings: TournamentSettings }): TournamentState {
  return {
    ...input,
    status: 'lobby',
    round: null,
    roundsDone: 0,
    locked: false,
    players: [],
    totals: [],
    previousPlaces: {},
    history: [],
    nextRoundAt: null,
    nextPlayerId: 1,
    progressVersion: 0,
    hosts: 0,
    barredUsers: [],
    timers: {},
  };
}
