import type { LiveSeat } from '../live-mode/room-parts.js';
import type { LiveGame } from '../live-mode/reducer.js';
import type { TournamentGameOrigin } from './repository.js';

/** What the REST create call hands the new room (never a client's matchmaking request: the room is join-by-id only). */
export interface TournamentRoomOptions {
  hostUserId: number;
  hostName: string;
  game: TournamentGameOrigin & LiveGame;
  pairCount: number;
  rounds: number;
  heatSize: number;
  roundSeconds: number;
  accountsOnly: boolean;
}

/** Who a connection is: decided in onAuth from the token it joined with. */
export type TournamentSeat = LiveSeat;
