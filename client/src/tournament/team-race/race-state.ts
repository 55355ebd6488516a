import {
  TEAM_RACE,
  type TeamFieldPayload,
  type TeamIdentity,
  type TeamProgress,
  type TeamRaceReport,
  type TeamRaceServerMessages,
  type TeamRaceView,
  type TeamStandingRow,
} from '@matchdrop/shared';
import type { LiveConnection, LiveEvent } from '../net/live-link';

export type TeamRaceEvent = LiveEvent<TeamRaceServerMessages>;

type Viewer = TeamRaceServerMessages['welcome']['you'];

/** The last round's end: its winner (null when the host ended it without one) and the standings after it. */
interface RoundEnd {
  round: number;
  winner: TeamIdentity | null;
  standings: TeamStandingRow[];
}

/** Everything the team-race screens show, built from the room's messages alone. */
export interface TeamRaceLive {
  you: Viewer | null;
  race: TeamRaceView | null;
  /** A member's field in the round being played (their hand, the team's zones, run and last verdict). */
  field: TeamFieldPayload | null;
  /** The projector's bars of the round `progressRound`, one per team that has moved, by team index. */
  progress: TeamProgress[];
  progressRound: number;
  roundEnd: RoundEnd | null;
  /** The podium once the race has finished. */
  podium: TeamStandingRow[] | null;
  /** The host's report (R-TEAM-8), as of the last round's end. */
  report: TeamRaceReport | null;
  connection: LiveConnection;
  /** The last refusal the server sent, shown until the picture next changes. */
  error: string | null;
  removedReason: string | null;
}

export const initialTeamRaceLive: TeamRaceLive = {
  you: null,
  race: null,
  field: null,
  progress: [],
  progressRound: 0,
  roundEnd: null,
  podium: null,
  report: null,
  connection: { state: 'connecting' },
  error: null,
  removedReason: null,
};

/**
 * R-TEAM-14: Start is offered once enough players are connected. Teams are made of the connected players
 * (R-TEAM-1), so a name that dropped (shown "(away)") does not count towards the two teams of two.
 */
export function canStart(race: Pick<TeamRaceView, 'players'>): boolean {
  return race.players.filter((player) => player.connected).length >= TEAM_RACE.playersMin;
}

/** Bars come as the teams that moved: each replaces its earlier self; a new round starts afresh. */
function mergeProgress(state: TeamRaceLive, round: number, moved: readonly TeamProgress[]): TeamProgress[] {
  const known = new Map((state.progressRound === round ? state.progress : []).map((p) => [p.team, p]));
  for (const bar of moved) known.set(bar.team, bar);
  return [...known.values()].sort((a, b) => a.team - b.team);
}

/** Folds one message of the team-race room into the screens' state (pure). */
export function teamRaceStep(state: TeamRaceLive, event: TeamRaceEvent): TeamRaceLive {
  const { race } = state;
  switch (event.type) {
    case 'welcome':
      return { ...state, you: event.payload.you, race: event.payload.race, connection: { state: 'connected' } };
    case 'race': {
      if (!race) return state;
      const header = event.payload;
      // A new round clears the last one's field and bars; its winner stays on screen until the next round begins.
      const newRound = header.status === 'playing' && (race.status !== 'playing' || race.round !== header.round);
      return {
        ...state,
        race: { ...race, ...header },
        error: null,
        field: header.status === 'playing' ? state.field : null,
        ...(newRound ? { roundEnd: null, progress: [], progressRound: header.round } : {}),
      };
    }
    case 'players':
      return race ? { ...state, race: { ...race, players: event.payload.players, playerCount: event.payload.players.length } } : state;
    case 'teams':
      return race ? { ...state, race: { ...race, teams: event.payload.teams } } : state;
    case 'field':
      return { ...state, field: event.payload };
    case 'progress':
      return { ...state, progress: mergeProgress(state, event.payload.round, event.payload.teams), progressRound: event.payload.round };
    case 'round_ended': {
      const { round, winner, standings, report } = event.payload;
      return { ...state, roundEnd: { round, winner, standings }, report: report ?? state.report, race: race ? { ...race, standings } : race };
    }
    case 'finished': {
      const { podium, standings, report } = event.payload;
      return { ...state, podium, report: report ?? state.report, field: null, race: race ? { ...race, status: 'finished', standings } : race };
    }
    case 'removed':
      return { ...state, removedReason: event.payload.reason };
    case 'error':
      return { ...state, error: event.payload.message };
    case 'connection':
      return { ...state, connection: event.payload };
  }
}
