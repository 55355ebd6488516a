import type { LiveGame } from '../live-mode/reducer.js';
import type { TeamRaceSettings } from './logic/types.js';
import type { TournamentGameOrigin } from '../tournament/repository.js';

/** What the create call hands the new room (never a client's matchmaking request: the room is join-by-id only). */
export type TeamRaceRoomOptions = Omit<TeamRaceSettings, 'playersMax'> & {
  hostUserId: number;
  hostName: string;
  game: TournamentGameOrigin & LiveGame;
};
