import type { HeatView } from './heat-progress';
import type { StandingRow } from './standings-view';

export type TournamentStatus = 'lobby' | 'playing' | 'between_rounds' | 'finished';

export interface TournamentPlayer {
  id: string;
  name: string;
  guest: boolean;
}

/** What the tournament screens show: the host's projector and the players' screens read the same picture. */
export interface TournamentPicture {
  code: string;
  status: TournamentStatus;
  /** The round being played or just played (0 before the first). */
  round: number;
  rounds: number;
  locked: boolean;
  gameName: string;
  players: readonly TournamentPlayer[];
  standings: readonly StandingRow[];
  /** The standings after the round before, for the movers. */
  previousStandings: readonly StandingRow[];
  /** Every heat's live race during a round. */
  heats: readonly HeatView[];
  /** When the server moves on by itself between rounds (epoch ms), if it will. */
  nextRoundAt: number | null;
}

/** The host may remove players and let late players in only while no round is running. */
export function canManagePlayers(status: TournamentStatus): boolean {
  return status === 'lobby' || status === 'between_rounds';
}

/** The heading of a tournament's current stage, for the projector and the players. */
export function stageTitle(picture: Pick<TournamentPicture, 'status' | 'round' | 'rounds'>): string {
  switch (picture.status) {
    case 'lobby':
      return 'Waiting for players';
    case 'playing':
      return `Round ${picture.round} of ${picture.rounds}`;
    case 'between_rounds':
      return `Standings after round ${picture.round} of ${picture.rounds}`;
    case 'finished':
      return 'Final results';
  }
}
