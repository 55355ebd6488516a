import { ph, t } from '@lingui/core/macro';
import type { TournamentPlayerView, TournamentStatus } from '@matchdrop/shared';
import type { HeatView } from './heat-progress';
import type { StandingRow } from './standings-view';

export type { TournamentStatus };
export type TournamentPlayer = TournamentPlayerView;

/** What the tournament screens show: the host's projector and the players' screens read the same picture. */
export interface TournamentPicture {
  code: string;
  status: TournamentStatus;
  /** The round being played or just played (0 before the first). */
  round: number;
  rounds: number;
  locked: boolean;
  gameName: string;
  accountsOnly: boolean;
  /** Seats taken: the host's `players` list them all, a player's only the latest joiners. */
  playerCount: number;
  /** How many may join. */
  playersMax: number;
  players: readonly TournamentPlayer[];
  /** With the server's movers since the round before: the host's whole table, a player's top rows and their own. */
  standings: readonly StandingRow[];
  /** Rows in the whole table ("your place: 523rd of 2,000"). */
  standingsCount: number;
  /** Every heat's live race during a round (the host sees all, a player their own). */
  heats: readonly HeatView[];
  /** The running round's items in field order, for the projector's pictures (the host's only; empty otherwise). */
  roundItems: readonly string[];
  /** Local clock: when the server moves on by itself between rounds, if it will. */
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
      return t`Waiting for players`;
    case 'playing':
      return t`Round ${ph({ round: picture.round })} of ${ph({ rounds: picture.rounds })}`;
    case 'between_rounds':
      return t`Standings after round ${ph({ round: picture.round })} of ${ph({ rounds: picture.rounds })}`;
    case 'finished':
      return t`Final results`;
  }
}
